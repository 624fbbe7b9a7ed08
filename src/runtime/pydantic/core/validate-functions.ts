/**
 * Function validators: `before` runs the function on the raw input and validates its result,
 * `after` validates then runs the function, `plain` replaces validation, and `wrap` hands the
 * function a `handler` that runs the inner validation (raising ValidationError on failure).
 * Errors an after-validator raises are reported against the field's original input.
 */
import { exc, objectType, PyClass, PyOpaque, type PyValue, pyError } from '../../../engine/api';
import { newValidationError } from '../validation-error';
import { callValidator, convertRaised, validationInfo } from './call';
import { ValError } from './errors';
import { schemaName } from './names';
import type { CoreSchema, SchemaOf } from './schema';
import { scoped, type ValState } from './state';
import { validate } from './validate';

type FunctionSchema = SchemaOf<'function-before' | 'function-after' | 'function-wrap' | 'function-plain'>;

export function validateFunction(schema: FunctionSchema, input: PyValue, state: ValState): PyValue {
  const run = () => {
    const withInfo = (args: PyValue[]) => (schema.infoArg ? [...args, validationInfo(state)] : args);
    switch (schema.type) {
      case 'function-before': {
        const v = callValidator(schema.fn, withInfo([input]), input);
        return validate(schema.schema, v, state);
      }
      case 'function-after': {
        const v = validate(schema.schema, input, state);
        return callValidator(schema.fn, withInfo([v]), input);
      }
      case 'function-plain':
        return callValidator(schema.fn, withInfo([input]), input);
      case 'function-wrap': {
        const handler = validatorCallable(schema.schema, state);
        return callValidator(schema.fn, withInfo([input, handler]), input);
      }
    }
  };
  return schema.fieldName !== null && state.fieldName !== schema.fieldName ? scoped(state, { fieldName: schema.fieldName }, run) : run();
}

/** `pydantic_core._pydantic_core.ValidatorCallable`: the handler a wrap validator calls. */
export const validatorCallableType = new PyClass('ValidatorCallable', [objectType], {}, 'pydantic_core._pydantic_core');

interface Handler {
  readonly schema: CoreSchema;
  readonly state: ValState;
  /** Replaces validating `schema` (an assignment handler re-runs the assignment instead). */
  readonly run?: (v: PyValue) => PyValue;
}

validatorCallableType.slots.callSelf = (self, args, kw) => {
  const { schema, state, run } = (self as PyOpaque).payload as Handler;
  if (args.length < 1 || args.length > 2 || (kw && kw.size > 0)) throw pyError(exc.TypeError, 'ValidatorCallable.__call__() takes 1 or 2 positional arguments');
  const outer = args[1];
  try {
    return run ? run(args[0]) : validate(schema, args[0], state);
  } catch (e) {
    if (e instanceof ValError) {
      const located = outer === undefined || outer === null ? e : e.within(typeof outer === 'bigint' ? Number(outer) : String(outer));
      throw newValidationError('ValidatorCallable', located.errors);
    }
    throw e;
  }
};

/** A wrap validator's `handler`, bound to the inner schema and this run's state. */
export function validatorCallable(schema: CoreSchema, state: ValState, run?: (v: PyValue) => PyValue): PyOpaque {
  return new PyOpaque(validatorCallableType, `ValidatorCallable(${schemaName(schema)})`, { schema, state, ...(run ? { run } : {}) } satisfies Handler);
}

/** Re-exported for model validators, which convert the same exceptions. */
export { convertRaised };
