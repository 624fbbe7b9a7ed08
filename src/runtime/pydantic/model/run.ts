/**
 * The boundary between validation and Python: a failed validation becomes a `ValidationError`
 * titled after the model or type, as pydantic raises it.
 */

import { Omit, UseDefault } from '../core/call';
import { ValError } from '../core/errors';
import { newValidationError } from '../validation-error';

export function runValidation<T>(title: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ValError) throw newValidationError(title, e.errors);
    if (e instanceof Omit || e instanceof UseDefault) throw newValidationError(title, []);
    throw e;
  }
}
