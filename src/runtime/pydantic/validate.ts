/**
 * Lax-mode validation, following pydantic 2's conversion table for the types the models use.
 * Containers are rebuilt (a validated list is a new list); `Any` and model instances pass through.
 */
import {
  asInt,
  floatRepr,
  hashKey,
  isInstance,
  NativeObject,
  type PyClass,
  PyDict,
  PyIterator,
  PyList,
  PyObj,
  PySet,
  PyTuple,
  type PyValue,
  repr,
  toArray,
  typeName,
} from '../../engine/api';
import type { Schema } from './schema';

export type Loc = readonly (string | number)[];

/** One entry of `ValidationError.errors()`. */
export interface LineError {
  readonly type: string;
  readonly loc: Loc;
  readonly msg: string;
  readonly input: PyValue;
}

/** Marks a value that failed; its errors are already in the list. */
export const INVALID = Symbol('invalid');
type Result = PyValue | typeof INVALID;

/** How a model class validates a dict (or returns an existing instance) for nested fields. */
export type ModelValidator = (cls: PyClass, input: PyValue, loc: Loc, errors: LineError[]) => Result;

const boolStrings: Record<string, boolean> = {
  '0': false,
  off: false,
  f: false,
  false: false,
  n: false,
  no: false,
  '1': true,
  on: true,
  t: true,
  true: true,
  y: true,
  yes: true,
};

export function validate(s: Schema, v: PyValue, loc: Loc, errors: LineError[], model: ModelValidator): Result {
  const fail = (type: string, msg: string): Result => {
    errors.push({ type, loc, msg, input: v });
    return INVALID;
  };
  switch (s.k) {
    case 'any':
      return v;
    case 'none':
      return v === null ? null : fail('none_required', 'Input should be None');
    case 'int': {
      const i = asInt(v);
      if (i !== undefined) return i;
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) return fail('finite_number', 'Input should be a finite number');
        if (!Number.isInteger(v)) return fail('int_from_float', 'Input should be a valid integer, got a number with a fractional part');
        if (Math.abs(v) >= 2 ** 63) return fail('int_parsing_size', 'Unable to parse input string as an integer, exceeded maximum size');
        return BigInt(v);
      }
      if (typeof v === 'string') {
        const text = v.trim();
        if (/^[+-]?\d+$/.test(text)) return BigInt(text);
        if (/^[+-]?\d+\.0*$/.test(text)) return BigInt(text.split('.')[0]);
        if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return fail('int_from_float', 'Input should be a valid integer, got a number with a fractional part');
        return fail('int_parsing', 'Input should be a valid integer, unable to parse string as an integer');
      }
      return fail('int_type', 'Input should be a valid integer');
    }
    case 'float': {
      if (typeof v === 'number') return v;
      const i = asInt(v);
      if (i !== undefined) return Number(i);
      if (typeof v === 'string') {
        const text = v.trim().toLowerCase();
        if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text)) return Number(text);
        if (/^[+-]?(inf|infinity)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
        if (/^[+-]?nan$/.test(text)) return Number.NaN;
        return fail('float_parsing', 'Input should be a valid number, unable to parse string as a number');
      }
      return fail('float_type', 'Input should be a valid number');
    }
    case 'str':
      return typeof v === 'string' ? v : fail('string_type', 'Input should be a valid string');
    case 'bool': {
      if (typeof v === 'boolean') return v;
      if (typeof v === 'bigint') return v === 0n ? false : v === 1n ? true : fail('bool_parsing', 'Input should be a valid boolean, unable to interpret input');
      if (typeof v === 'number') return v === 0 ? false : v === 1 ? true : fail('bool_parsing', 'Input should be a valid boolean, unable to interpret input');
      if (typeof v === 'string') {
        const b = boolStrings[v.trim().toLowerCase()];
        return b === undefined ? fail('bool_parsing', 'Input should be a valid boolean, unable to interpret input') : b;
      }
      return fail('bool_type', 'Input should be a valid boolean');
    }
    case 'list':
    case 'set':
    case 'frozenset': {
      const items = sequenceItems(v, s.k === 'list');
      if (!items) {
        if (s.k === 'list') return fail('list_type', 'Input should be a valid list');
        return fail(`${s.k}_type`, `Input should be a valid ${s.k}`);
      }
      const out: PyValue[] = [];
      let ok = true;
      items.forEach((x, i) => {
        const r = validate(s.item, x, [...loc, i], errors, model);
        if (r === INVALID) ok = false;
        else out.push(r);
      });
      if (!ok) return INVALID;
      if (s.k === 'list') return new PyList(out);
      const set = new PySet(s.k === 'frozenset');
      for (const x of out) set.map.set(hashKey(x), x);
      return set;
    }
    case 'tuple': {
      const items = sequenceItems(v, true);
      if (!items) return fail('tuple_type', 'Input should be a valid tuple');
      const out: PyValue[] = [];
      let ok = true;
      items.forEach((x, i) => {
        const schema = s.items && i < s.items.length ? s.items[i] : s.rest;
        if (!schema) return;
        const r = validate(schema, x, [...loc, i], errors, model);
        if (r === INVALID) ok = false;
        else out.push(r);
      });
      if (s.items && !s.rest && items.length !== s.items.length) {
        return fail(items.length > s.items.length ? 'too_long' : 'missing', 'Tuple should have the right number of items');
      }
      return ok ? new PyTuple(out) : INVALID;
    }
    case 'dict': {
      if (!(v instanceof PyDict)) return fail('dict_type', 'Input should be a valid dictionary');
      const out = new PyDict();
      let ok = true;
      for (const [k, x] of v.map.values()) {
        const keyLoc = typeof k === 'string' || typeof k === 'bigint' ? (typeof k === 'bigint' ? Number(k) : k) : repr(k);
        const rk = validate(s.key, k, [...loc, keyLoc, '[key]'], errors, model);
        const rv = validate(s.value, x, [...loc, keyLoc], errors, model);
        if (rk === INVALID || rv === INVALID) ok = false;
        else out.map.set(hashKey(rk), [rk, rv]);
      }
      return ok ? out : INVALID;
    }
    case 'nullable':
      return v === null ? null : validate(s.inner, v, loc, errors, model);
    case 'union': {
      for (const c of s.choices) {
        const trial: LineError[] = [];
        const r = validate(c, v, loc, trial, model);
        if (r !== INVALID) return r;
      }
      for (const c of s.choices) validate(c, v, [...loc, schemaName(c)], errors, model);
      return INVALID;
    }
    case 'model':
      return model(s.cls, v, loc, errors);
    case 'instance':
      return isInstance(v, s.cls) ? v : fail('is_instance_of', `Input should be an instance of ${s.cls.name}`);
  }
}

function schemaName(s: Schema): string {
  if (s.k === 'model' || s.k === 'instance') return s.cls.name;
  if (s.k === 'list' || s.k === 'set' || s.k === 'frozenset') return `${s.k}[${schemaName(s.item)}]`;
  if (s.k === 'dict') return `dict[${schemaName(s.key)},${schemaName(s.value)}]`;
  return s.k;
}

/** Items of what lax mode accepts as a sequence (never str, bytes or a mapping). */
function sequenceItems(v: PyValue, allowIterators: boolean): PyValue[] | null {
  if (v instanceof PyList || v instanceof PyTuple || v instanceof PySet) return [...(v instanceof PySet ? v.map.values() : v.items)];
  if (allowIterators && v instanceof PyIterator) return toArray(v);
  if (v instanceof NativeObject && /^dict_(keys|values)$/.test(v.cls.name)) return toArray(v);
  return null;
}

/** Pydantic's truncated `input_value` repr in error messages. */
function inputRepr(v: PyValue): string {
  const text = typeof v === 'number' ? floatRepr(v) : repr(v);
  return text.length > 50 ? `${text.slice(0, 25)}...${text.slice(-24)}` : text;
}

/** `str(ValidationError)`, as pydantic 2.13 formats it. */
export function formatValidationError(title: string, errors: readonly LineError[]): string {
  const lines = [`${errors.length} validation error${errors.length === 1 ? '' : 's'} for ${title}`];
  for (const e of errors) {
    lines.push(e.loc.join('.'));
    lines.push(
      `  ${e.msg} [type=${e.type}, input_value=${inputRepr(e.input)}, input_type=${e.input instanceof PyObj ? typeNameOf(e.input) : typeName(e.input)}]`,
    );
    lines.push(`    For further information visit https://errors.pydantic.dev/2.13/v/${e.type}`);
  }
  return lines.join('\n');
}

function typeNameOf(v: PyObj): string {
  return v.cls.name;
}
