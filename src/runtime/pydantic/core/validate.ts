/**
 * Validation: one function per schema node, dispatched on its `type`, with pydantic-core's
 * lax/strict input rules (`input_python.rs`, `input_json.rs`) and constraint checks in its order.
 * A failure throws `ValError`; success returns the validated value and lowers
 * `state.exactness` when the input had to be converted.
 */
import { eq, hashKey, instanceCheck, PyBytes, PyClass, PyObj, type PyValue, repr } from '../../../engine/api';
import { strFromBytes, validateBytes } from './bytes';
import { isCallable } from './call';
import { checkLength, checkNumber } from './constraints';
import { typeError, valError } from './errors';
import { floatOfObject, indexOfObject } from './number-protocol';
import type { CoreSchema, SchemaOf } from './schema';
import { Exactness, floorExactness, strictFor, type ValState } from './state';
import { validateCall } from './validate-call';
import { validateCollection } from './validate-collections';
import { validateFunction } from './validate-functions';
import { validateJsonString, validateSecret } from './validate-misc';
import { validateModelLike } from './validate-model';
import { validateTaggedUnion, validateUnion } from './validate-union';
import { validateGenerator } from './validator-iterator';

export function validate(schema: CoreSchema, input: PyValue, state: ValState): PyValue {
  switch (schema.type) {
    case 'any':
      return input;
    case 'none':
      if (input === null) return null;
      throw typeError('none_required', input, state.mode);
    case 'bool':
      return validateBool(input, strictFor(state, schema.strict), state);
    case 'int':
      return checkNumber(validateInt(input, strictFor(state, schema.strict), state), schema, input);
    case 'float':
      return validateFloat(input, schema, state);
    case 'str':
      return validateStr(input, schema, state);
    case 'bytes':
      return validateBytes(input, schema, state);
    case 'literal':
      return validateLiteral(input, schema, state);
    case 'list':
    case 'set':
    case 'frozenset':
    case 'deque':
    case 'sequence':
    case 'tuple':
    case 'dict':
      return validateCollection(schema, input, state);
    case 'generator':
      return validateGenerator(schema, input, state);
    case 'nullable':
      return input === null ? null : validate(schema.schema, input, state);
    case 'union':
      return validateUnion(schema, input, state);
    case 'tagged-union':
      return validateTaggedUnion(schema, input, state);
    case 'model':
    case 'model-fields':
    case 'dataclass':
    case 'typed-dict':
      return validateModelLike(schema, input, state);
    case 'call':
      return validateCall(schema, input, state);
    case 'function-before':
    case 'function-after':
    case 'function-wrap':
    case 'function-plain':
      return validateFunction(schema, input, state);
    case 'is-instance':
      if (state.mode !== 'python') throw valError('needs_python_object', input, [['method_name', 'isinstance']]);
      if (input instanceof PyObj || input === null || typeof input !== 'object') {
        if (instanceCheck(input, schema.cls)) return input;
      }
      throw valError('is_instance_of', input, [['class', schema.clsRepr ?? schema.cls.name]]);
    case 'is-subclass':
      if (state.mode !== 'python') throw valError('needs_python_object', input, [['method_name', 'issubclass']]);
      if (input instanceof PyClass && input.isSubclassOf(schema.cls)) return input;
      throw valError('is_subclass_of', input, [['class', schema.cls.name]]);
    case 'callable':
      if (isCallable(input)) return input;
      throw valError('callable_type', input);
    case 'json':
      return validateJsonString(schema, input, state);
    case 'native':
      return schema.native.validate(input, {
        strict: strictFor(state, schema.strict),
        json: state.mode !== 'python',
        floor: (e) => floorExactness(state, e === 'lax' ? Exactness.Lax : Exactness.Strict),
      });
    case 'constrained': {
      const v = validate(schema.schema, input, state);
      if (schema.number) checkNumber(v, schema.number, input);
      if (schema.length) checkLength(v, schema.length, input);
      if (schema.str) return validateStr(v, { type: 'str', ...schema.str }, state);
      return v;
    }
    case 'secret':
      return validateSecret(schema, input, state);
    case 'skip':
      return input;
    case 'lazy':
      return validate(schema.resolve(), input, state);
    case 'chain': {
      let v = input;
      for (const step of schema.steps) v = validate(step, v, state);
      return v;
    }
    case 'lax-or-strict':
      return validate(strictFor(state, schema.strict) ? schema.strictSchema : schema.lax, input, state);
    case 'json-or-python':
      return validate(state.mode === 'python' ? schema.python : schema.json, input, state);
  }
}

/** Strings as a JSON document or URL query gives them (`model_validate_strings` and JSON keys). */
function isStringInput(state: ValState): boolean {
  return state.mode === 'strings';
}

export function validateBool(input: PyValue, strict: boolean, state: ValState): boolean {
  if (typeof input === 'boolean') return input;
  if (!strict || isStringInput(state)) {
    const text = typeof input === 'string' ? input : bytesText(input);
    if (text !== null) {
      const s = text;
      floorExactness(state, Exactness.Lax);
      if (['0', 'off', 'f', 'false', 'n', 'no'].includes(s.toLowerCase())) return false;
      if (['1', 'on', 't', 'true', 'y', 'yes'].includes(s.toLowerCase())) return true;
      throw valError('bool_parsing', input);
    }
    if (typeof input === 'bigint' || (typeof input === 'number' && Number.isInteger(input))) {
      floorExactness(state, Exactness.Lax);
      const n = Number(input);
      if (n === 0) return false;
      if (n === 1) return true;
      throw valError('bool_parsing', input);
    }
    // pydantic-core's `extract_i64` (`__index__`), then a whole float (`__float__`).
    const i = indexOfObject(input);
    const f = i === undefined ? floatOfObject(input) : undefined;
    if (i !== undefined || (f !== undefined && f % 1 === 0 && Math.abs(f) < 2 ** 63)) {
      floorExactness(state, Exactness.Lax);
      const n = i ?? BigInt(f as number);
      if (n === 0n || n === 1n) return n === 1n;
      throw valError('bool_parsing', input);
    }
  }
  throw valError('bool_type', input);
}

/**
 * The text of a `bytes` input, which lax int, float and bool parse as they parse a str (invalid
 * UTF-8 then fails to parse); null for anything else (a bytearray is refused, as pydantic-core does).
 */
function bytesText(input: PyValue): string | null {
  return input instanceof PyBytes && !input.mutable ? new TextDecoder().decode(input.data) : null;
}

/** pydantic-core's `str_as_int`: trimmed, `+`/`-`, leading zeros, `_` separators, `.0...` fractions. */
export function strAsInt(s: string, input: PyValue): bigint {
  let t = s.trim();
  let neg = false;
  if (t.startsWith('+')) t = t.slice(1);
  else if (t.startsWith('-')) {
    neg = true;
    t = t.slice(1);
  }
  if (/^\d+\.0+$/.test(t)) t = t.slice(0, t.indexOf('.'));
  if (/^\d+(_\d+)*$/.test(t) && !(s.trim() !== s && false)) {
    const digits = t.replace(/_/g, '');
    if (digits.length > 4300) throw valError('int_parsing_size', input);
    const v = BigInt(digits);
    return neg ? -v : v;
  }
  throw valError('int_parsing', input);
}

export function floatAsInt(x: number, input: PyValue): bigint {
  if (!Number.isFinite(x)) throw valError('finite_number', input);
  if (x % 1 !== 0) throw valError('int_from_float', input);
  if (Math.abs(x) >= 2 ** 63) throw valError('int_parsing_size', input);
  return BigInt(x);
}

export function validateInt(input: PyValue, strict: boolean, state: ValState): bigint {
  if (typeof input === 'bigint') return input;
  if (typeof input === 'boolean') {
    if (strict && !isStringInput(state)) throw valError('int_type', input);
    floorExactness(state, Exactness.Lax);
    return input ? 1n : 0n;
  }
  const scalar = input instanceof PyObj ? scalarOf(input) : undefined;
  if (typeof scalar === 'bigint') {
    floorExactness(state, Exactness.Strict);
    return scalar;
  }
  if (!strict || isStringInput(state)) {
    const text = typeof input === 'string' ? input : bytesText(input);
    if (text !== null) {
      floorExactness(state, Exactness.Lax);
      return strAsInt(text, input);
    }
    if (typeof input === 'number') {
      floorExactness(state, Exactness.Lax);
      return floatAsInt(input, input);
    }
    const viaInt = input instanceof PyObj ? laxIntOf(input) : undefined;
    if (viaInt !== undefined) {
      floorExactness(state, Exactness.Lax);
      return viaInt(input);
    }
    const x = floatOfObject(input);
    if (x !== undefined) {
      floorExactness(state, Exactness.Lax);
      return floatAsInt(x, input);
    }
  }
  throw valError('int_type', input);
}

function validateFloat(input: PyValue, schema: SchemaOf<'float'>, state: ValState): number {
  const strict = strictFor(state, schema.strict);
  let x: number;
  if (typeof input === 'number') x = input;
  else if (typeof input === 'bigint') {
    floorExactness(state, Exactness.Strict);
    x = Number(input);
  } else if (typeof input === 'boolean' && (!strict || isStringInput(state))) {
    floorExactness(state, Exactness.Lax);
    x = input ? 1 : 0;
  } else if ((typeof input === 'string' || bytesText(input) !== null) && (!strict || isStringInput(state))) {
    floorExactness(state, Exactness.Lax);
    x = strAsFloat(typeof input === 'string' ? input : (bytesText(input) as string), input);
  } else {
    const scalar = input instanceof PyObj ? scalarOf(input) : undefined;
    const viaFloat = input instanceof PyObj && !strict ? laxFloatOf(input) : undefined;
    if (typeof scalar === 'number' || typeof scalar === 'bigint') {
      floorExactness(state, Exactness.Strict);
      x = Number(scalar);
    } else if (viaFloat) {
      floorExactness(state, Exactness.Lax);
      x = viaFloat(input);
    } else {
      const f = floatOfObject(input);
      if (f === undefined) throw valError('float_type', input);
      floorExactness(state, Exactness.Strict);
      x = f;
    }
  }
  if (schema.allowInfNan === false && !Number.isFinite(x)) throw valError('finite_number', input);
  checkNumber(x, schema, input);
  return x;
}

export function strAsFloat(s: string, input: PyValue): number {
  const t = s.trim().toLowerCase();
  if (/^[+-]?(inf|infinity)$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/.test(t)) return Number.NaN;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(t)) return Number(t);
  const stripped = s.trim();
  if (/^[+-]?\d+(_\d+)*(\.\d+(_\d+)*)?$/.test(stripped) && !stripped.includes('__')) return Number(stripped.replace(/_/g, ''));
  throw valError('float_parsing', input);
}

function validateStr(input: PyValue, schema: SchemaOf<'str'>, state: ValState): string {
  const strict = strictFor(state, schema.strict);
  let s: string;
  if (typeof input === 'string') s = input;
  else {
    const scalar = input instanceof PyObj ? scalarOf(input) : undefined;
    if (typeof scalar === 'string') {
      floorExactness(state, Exactness.Strict);
      s = scalar;
    } else if (!strict && schema.coerceNumbersToStr && (typeof input === 'bigint' || typeof input === 'number')) {
      floorExactness(state, Exactness.Lax);
      s = typeof input === 'bigint' ? input.toString() : String(input);
    } else if (!strict && input instanceof PyBytes) {
      floorExactness(state, Exactness.Lax);
      s = strFromBytes(input) as string;
    } else if (!strict && input instanceof PyObj && laxStrOf(input)) {
      floorExactness(state, Exactness.Lax);
      s = (laxStrOf(input) as (v: PyValue) => string)(input);
    } else throw valError('string_type', input);
  }
  if (schema.stripWhitespace) s = s.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point (checked before the length, as pydantic-core)
  if (schema.asciiOnly && !/^[\x00-\x7f]*$/.test(s)) throw valError('string_not_ascii', input);
  const n = schema.minLength !== undefined || schema.maxLength !== undefined ? [...s].length : 0;
  if (schema.minLength !== undefined && n < schema.minLength) throw valError('string_too_short', input, [['min_length', BigInt(schema.minLength)]]);
  if (schema.maxLength !== undefined && n > schema.maxLength) throw valError('string_too_long', input, [['max_length', BigInt(schema.maxLength)]]);
  if (schema.pattern !== undefined && !patternMatches(schema.pattern, s)) throw valError('string_pattern_mismatch', input, [['pattern', schema.pattern]]);
  if (schema.toLower) return s.toLowerCase();
  if (schema.toUpper) return s.toUpperCase();
  return s;
}

const compiled = new Map<string, RegExp>();

/** `re.search`-style matching of a pydantic `pattern` (Python regex syntax mapped to JS where they differ). */
export function patternMatches(pattern: string, s: string): boolean {
  let re = compiled.get(pattern);
  if (!re) {
    const js = pattern
      .replace(/\(\?P<(\w+)>/g, '(?<$1>')
      .replace(/\(\?P=(\w+)\)/g, '\\k<$1>')
      .replace(/\\A/g, '^')
      .replace(/\\Z/g, '$');
    re = new RegExp(js, 'u');
    compiled.set(pattern, re);
  }
  return re.test(s);
}

function validateLiteral(input: PyValue, schema: SchemaOf<'literal'>, _state: ValState): PyValue {
  for (const e of schema.expected) if (e === input) return e;
  // Then Python equality, as pydantic-core's fallback dict lookup: `True` and `1.0` match `1`,
  // an int enum member matches its value; a bool literal only matches a bool.
  for (const e of schema.expected) if (typeof e !== 'boolean' && safeEq(e, input)) return e;
  throw valError('literal_error', input, [['expected', literalExpected(schema.expected)]]);
}

function safeEq(a: PyValue, b: PyValue): boolean {
  try {
    return hashKey(a) === hashKey(b) && eq(a, b);
  } catch {
    return false;
  }
}

/** `'a' or 'b'` for literal errors. */
export function literalExpected(values: readonly PyValue[]): string {
  const shown = values.map(repr);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

// ---- hooks for runtime-defined scalar types -------------------------------------------------

/**
 * The primitive a runtime object stands for, when it is an instance of a subclass of int, float
 * or str (an `IntEnum` or `StrEnum` member): strict validation accepts it as that type.
 */
export let scalarOf: (v: PyObj) => bigint | number | string | undefined = () => undefined;
/** Lax int conversion of a runtime object (a `Decimal` with no fraction, an int-valued enum). */
export let laxIntOf: (v: PyObj) => ((v: PyValue) => bigint) | undefined = () => undefined;
export let laxFloatOf: (v: PyObj) => ((v: PyValue) => number) | undefined = () => undefined;
export let laxStrOf: (v: PyObj) => ((v: PyValue) => string) | undefined = () => undefined;

/** Lets runtime modules (enum, decimal) teach the scalar validators their objects. */
export function setScalarHooks(h: {
  scalarOf?: typeof scalarOf;
  laxIntOf?: typeof laxIntOf;
  laxFloatOf?: typeof laxFloatOf;
  laxStrOf?: typeof laxStrOf;
}): void {
  const prev = { scalarOf, laxIntOf, laxFloatOf, laxStrOf };
  if (h.scalarOf) scalarOf = (v) => (h.scalarOf as typeof scalarOf)(v) ?? prev.scalarOf(v);
  if (h.laxIntOf) laxIntOf = (v) => (h.laxIntOf as typeof laxIntOf)(v) ?? prev.laxIntOf(v);
  if (h.laxFloatOf) laxFloatOf = (v) => (h.laxFloatOf as typeof laxFloatOf)(v) ?? prev.laxFloatOf(v);
  if (h.laxStrOf) laxStrOf = (v) => (h.laxStrOf as typeof laxStrOf)(v) ?? prev.laxStrOf(v);
}
