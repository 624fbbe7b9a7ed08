/**
 * The boundary between validation and Python: a failed validation becomes a `ValidationError`
 * titled after the model or type, as pydantic raises it.
 */

import type { PyClass } from '../../../engine/api';
import { Omit, UseDefault } from '../core/call';
import { ValError } from '../core/errors';
import { defOf } from '../core/model-def';
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

/** What a class's validation errors are titled: its config's `title`, else its name. */
export function classTitle(cls: PyClass): string {
  return defOf(cls)?.config.title ?? cls.name;
}
