/**
 * Calling the user's Python functions from validation: how many positional arguments a function
 * takes (pydantic decides from that whether to pass `info`), the `ValidationInfo` it receives,
 * and how an exception it raises becomes line errors — `ValueError`, `AssertionError`,
 * `PydanticCustomError`, `PydanticKnownError` and a nested `ValidationError` do; anything else
 * propagates out of validation unchanged, as in pydantic.
 */
import {
  builtinTypes,
  call,
  descriptorTypes,
  exc,
  isException,
  type Kwargs,
  objectType,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  type PyDict,
  PyFunction,
  PyOpaque,
  type PyValue,
  repr,
  str,
} from '../../../engine/api';
import { errorFromRaised, lineErrorsOf, omitType, useDefaultType, validationErrorType } from '../validation-error';
import { type LineError, lineError, ValError } from './errors';
import type { ValState } from './state';

/** Raised through validation when a validator raises `PydanticOmit` (a list drops the item). */
export class Omit {}
/** Raised through validation when a validator raises `PydanticUseDefault`. */
export class UseDefault {}

/**
 * pydantic's `count_positional_required_params`: positional parameters without a default,
 * the first one counted even with a default; a bound method's `self`/`cls` is not counted.
 * Null when the signature cannot be read (a builtin), which pydantic treats as "no info".
 */
export function positionalCount(fn: PyValue): number | null {
  let f = fn;
  let bound = 0;
  if (f instanceof PyOpaque && (f.type === descriptorTypes.classmethod || f.type === descriptorTypes.staticmethod)) {
    bound = f.type === descriptorTypes.classmethod ? 1 : 0;
    f = f.payload as PyValue;
  }
  if (f instanceof PyBoundMethod) {
    bound += 1;
    f = f.func;
  }
  if (!(f instanceof PyFunction)) return null;
  const params = f.params.positional.slice(bound);
  return params.filter((p, i) => i === 0 || p.default === undefined).length;
}

/** The first parameter's name (pydantic tells `cls`/`self` methods from plain functions by it). */
export function firstParamName(fn: PyValue): string | null {
  let f = fn;
  if (f instanceof PyOpaque && (f.type === descriptorTypes.classmethod || f.type === descriptorTypes.staticmethod)) f = f.payload as PyValue;
  return f instanceof PyFunction ? (f.params.positional[0]?.name ?? null) : null;
}

export const validationInfoType = new PyClass('ValidationInfo', [objectType], {}, 'pydantic_core._pydantic_core');

interface InfoPayload {
  readonly context: PyValue;
  readonly config: PyDict | null;
  readonly mode: string;
  readonly data: PyDict | null;
  readonly fieldName: string | null;
}

validationInfoType.slots.getattr = (self, name) => {
  const p = (self as PyOpaque).payload as InfoPayload;
  if (name === 'context') return p.context;
  if (name === 'config') return p.config;
  if (name === 'mode') return p.mode;
  if (name === 'data') return p.data;
  if (name === 'field_name') return p.fieldName;
  return undefined;
};

/** The `info` argument a validator receives now. */
export function validationInfo(state: ValState): PyOpaque {
  const p: InfoPayload = { context: state.context, config: state.config, mode: state.mode, data: state.data, fieldName: state.fieldName };
  const text = `ValidationInfo(config=${repr(p.config)}, context=${repr(p.context)}, data=${repr(p.data)}, field_name=${repr(p.fieldName)})`;
  return new PyOpaque(validationInfoType, text, p);
}

/**
 * Calls a validator function; an exception pydantic turns into a validation error becomes a
 * `ValError` whose input is `input` (the value the validator was given).
 */
export function callValidator(fn: PyValue, args: PyValue[], input: PyValue, kwargs: Kwargs = null): PyValue {
  try {
    return call(fn, args, kwargs);
  } catch (e) {
    throw convertRaised(e, input);
  }
}

/** What a raised exception means to validation (the exception itself when it is not pydantic's to catch). */
export function convertRaised(e: unknown, input: PyValue): unknown {
  if (!isException(e)) return e;
  if (e.type.isSubclassOf(validationErrorType)) return new ValError([...lineErrorsOf(e)] as LineError[]);
  if (e.type.isSubclassOf(omitType)) return new Omit();
  if (e.type.isSubclassOf(useDefaultType)) return new UseDefault();
  const custom = errorFromRaised(e, input);
  if (custom) return new ValError([custom]);
  if (e.type.isSubclassOf(exc.ValueError)) return new ValError([lineError('value_error', input, [['error', e]])]);
  if (e.type.isSubclassOf(exc.AssertionError)) return new ValError([lineError('assertion_error', input, [['error', e]])]);
  return e;
}

/** `str()` of an exception for a message (`Value error, <this>`). */
export function exceptionText(e: PyValue): string {
  return str(e);
}

/** Whether a value can be called (`callable()`), for the `callable` schema. */
export function isCallable(v: PyValue): boolean {
  if (v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyBoundMethod || v instanceof PyClass) return true;
  if (v instanceof PyOpaque) return v.cls.slot('callSelf') !== undefined;
  return v !== null && typeof v === 'object' && v.cls.lookup('__call__') !== undefined && v.cls !== builtinTypes.type;
}
