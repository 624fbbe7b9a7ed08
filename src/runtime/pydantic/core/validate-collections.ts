/**
 * Lists, tuples, sets, frozensets and dicts: which inputs each accepts in lax and strict mode
 * (a tuple or set for a list in lax mode, never a str or a dict), item errors located by index
 * or key (`(key, '[key]')` for a bad key), and length bounds as pydantic-core checks them.
 */
import {
  builtinTypes,
  call,
  dictSet,
  getAttr,
  hashKey,
  instanceCheck,
  isException,
  iterate,
  NativeObject,
  PyBytes,
  PyDict,
  PyIterator,
  PyList,
  PyObj,
  PySet,
  PyTuple,
  type PyValue,
  setAdd,
  str,
  toArray,
} from '../../../engine/api';
import { abc } from '../../typing/forms';
import { Omit } from './call';
import { lengthError } from './constraints';
import { type LineError, typeError, ValError, valError } from './errors';
import type { SchemaOf } from './schema';
import { Exactness, floorExactness, strictFor, type ValState } from './state';
import { validate } from './validate';

type CollectionSchema = SchemaOf<'list' | 'set' | 'frozenset' | 'deque' | 'sequence' | 'tuple' | 'dict'>;

const kindNames: Record<string, string> = {
  list: 'List',
  set: 'Set',
  frozenset: 'Frozenset',
  tuple: 'Tuple',
  dict: 'Dictionary',
  deque: 'Deque',
};

/**
 * An iterator's items; an exception it raises is pydantic-core's `iteration_error` at the index it
 * stopped at (a tuple's validator counts one further), replacing the collection's other errors.
 */
function drain(input: PyValue, it: Iterator<PyValue>, kind: string): PyValue[] {
  const out: PyValue[] = [];
  try {
    for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  } catch (e) {
    if (!isException(e)) throw e;
    const error = `${e.type.name}: ${str(e)}`;
    throw valError('iteration_error', input, [['error', error]]).within(out.length + (kind === 'tuple' ? 1 : 0));
  }
  return out;
}

/**
 * Items of an input a lax sequence accepts, null otherwise: pydantic-core's
 * `extract_sequence_iterable` takes a list, tuple, set or frozenset, then any other iterable
 * but a str, bytes, bytearray, dict or Mapping (a range, a deque, a generator, a 1-d tensor's
 * rows, a class with `__iter__` or `__getitem__`). An object whose `iter()` raises is no iterable.
 */
function laxItems(v: PyValue, kind = 'list'): PyValue[] | null {
  if (v instanceof PyList || v instanceof PyTuple) return [...v.items];
  if (v instanceof PySet) return [...v.map.values()];
  if (v instanceof PyIterator) return drain(v, iterate(v), kind);
  if (v instanceof NativeObject && /^dict_(keys|values|items)$/.test(v.cls.name)) return toArray(v);
  if (!(v instanceof PyObj) || v instanceof PyBytes || v instanceof PyDict || instanceCheck(v, abc.Mapping)) return null;
  let it: Iterator<PyValue>;
  try {
    it = iterate(v);
  } catch (e) {
    if (isException(e)) return null;
    throw e;
  }
  return drain(v, it, kind);
}

/** The input's items if this collection kind accepts it, with how exactly it matched. */
function itemsFor(kind: string, v: PyValue, strict: boolean, state: ValState): PyValue[] | null {
  const exact =
    (kind === 'list' && v instanceof PyList) ||
    (kind === 'tuple' && v instanceof PyTuple) ||
    (kind === 'set' && v instanceof PySet && !v.frozen) ||
    (kind === 'frozenset' && v instanceof PySet && v.frozen);
  if (exact) return laxItems(v);
  if (state.mode !== 'python' && v instanceof PyList) return [...v.items];
  if (strict) return null;
  if (kind === 'frozenset' && v instanceof PySet) return laxItems(v);
  const items = laxItems(v, kind);
  if (items) floorExactness(state, Exactness.Lax);
  return items;
}

export function validateCollection(schema: CollectionSchema, input: PyValue, state: ValState): PyValue {
  const strict = strictFor(state, schema.strict);
  if (schema.type === 'dict') return validateDict(schema, input, strict, state);
  if (schema.type === 'sequence') return validateSequence(schema, input, state);
  const kind = schema.type === 'deque' ? 'list' : schema.type;
  const items = itemsFor(kind, input, strict, state);
  if (!items) {
    const type = kind === 'frozenset' ? 'frozen_set_type' : `${kind}_type`;
    throw typeError(type, input, state.mode);
  }
  if (schema.type === 'tuple') return validateTuple(schema, items, input, state);
  const name = kindNames[schema.type];
  if (schema.maxLength !== undefined && items.length > schema.maxLength && kind === 'list') lengthError(name, items.length, schema, input);
  const errors: LineError[] = [];
  const out: PyValue[] = [];
  items.forEach((x, i) => {
    try {
      out.push(validate(schema.items, x, state));
    } catch (e) {
      if (e instanceof Omit) return;
      if (!(e instanceof ValError)) throw e;
      errors.push(...e.within(kind === 'list' ? i : i).errors);
    }
  });
  if (errors.length) throw new ValError(errors);
  if (kind === 'list') {
    lengthError(name, out.length, schema, input);
    return new PyList(out);
  }
  const set = new PySet(kind === 'frozenset');
  out.forEach((x, i) => {
    try {
      setAdd(set, x);
    } catch {
      errors.push(...valError('set_item_not_hashable', x).within(i).errors);
    }
  });
  if (errors.length) throw new ValError(errors);
  lengthError(name, set.map.size, schema, input);
  return set;
}

/**
 * `typing.Sequence[T]`: in Python mode `is-instance[Sequence]` then pydantic's
 * `sequence_validator` (no str or bytes; items validated as a list; the result rebuilt as the
 * input's type: a tuple stays a tuple, a range gives a list, a deque a deque). JSON gives a list.
 */
function validateSequence(schema: SchemaOf<'sequence'>, input: PyValue, state: ValState): PyValue {
  if (state.mode !== 'python') return validateCollection({ ...schema, type: 'list' }, input, state);
  if (!instanceCheck(input, abc.Sequence)) throw valError('is_instance_of', input, [['class', 'Sequence']]);
  if (typeof input === 'string' || (input instanceof PyBytes && !input.mutable)) {
    const typeName = typeof input === 'string' ? 'str' : 'bytes';
    throw new ValError([
      { type: 'sequence_str', loc: [], msg: `'${typeName}' instances are not allowed as a Sequence value`, input, ctx: [['type_name', typeName]], noUrl: true },
    ]);
  }
  const exactTuple = input instanceof PyTuple && input.cls === builtinTypes.tuple;
  const list = validateCollection({ ...schema, type: 'list' }, exactTuple ? new PyList([...input.items]) : input, state) as PyList;
  if (!(input instanceof PyObj) || input.cls === builtinTypes.list || input.cls === builtinTypes.range) return list;
  if (exactTuple) return new PyTuple(list.items);
  return call(input.cls, [list], null);
}

function validateTuple(schema: SchemaOf<'tuple'>, items: PyValue[], input: PyValue, state: ValState): PyTuple {
  const errors: LineError[] = [];
  const out: PyValue[] = [];
  const fixed = schema.items;
  const variadic = schema.variadic;
  if (variadic === null && items.length > fixed.length) {
    throw valError('too_long', input, [
      ['field_type', 'Tuple'],
      ['max_length', BigInt(fixed.length)],
      ['actual_length', BigInt(items.length)],
    ]);
  }
  const after = variadic === null ? 0 : fixed.length - variadic - 1;
  const n = Math.max(items.length, variadic === null ? fixed.length : fixed.length - 1);
  for (let i = 0; i < n; i++) {
    let s = fixed[i];
    if (variadic !== null) {
      if (i < variadic) s = fixed[i];
      else if (i >= items.length - after) s = fixed[fixed.length - (items.length - i)];
      else s = fixed[variadic];
    }
    if (i >= items.length) {
      errors.push(...valError('missing', input).within(i).errors);
      continue;
    }
    try {
      out.push(validate(s, items[i], state));
    } catch (e) {
      if (!(e instanceof ValError)) throw e;
      errors.push(...e.within(i).errors);
    }
  }
  if (errors.length) throw new ValError(errors);
  lengthError('Tuple', out.length, schema, input);
  return new PyTuple(out);
}

/** A dict key as a location step: strings and ints as they are, anything else by its `str`. */
export function keyLoc(k: PyValue): string | number {
  if (typeof k === 'string') return k;
  if (typeof k === 'bigint') return Number(k);
  if (typeof k === 'boolean') return k ? 'True' : 'False';
  if (k instanceof PyObj) return String(hashKey(k));
  return String(k);
}

/** A dict's entries; in lax mode also any other Mapping's, read through its `items()` (a ChainMap, a MappingProxyType, a Mapping subclass). */
function dictEntries(input: PyValue, strict: boolean, state: ValState): (readonly [PyValue, PyValue])[] {
  if (input instanceof PyDict) return [...input.map.values()];
  if (strict || !(input instanceof PyObj) || !instanceCheck(input, abc.Mapping)) throw typeError('dict_type', input, state.mode);
  floorExactness(state, Exactness.Lax);
  const entries: (readonly [PyValue, PyValue])[] = [];
  const items = iterate(call(getAttr(input, 'items'), [], null));
  for (let r = items.next(); !r.done; r = items.next()) {
    const [k, v] = toArray(r.value);
    entries.push([k, v]);
  }
  return entries;
}

function validateDict(schema: SchemaOf<'dict'>, input: PyValue, strict: boolean, state: ValState): PyDict {
  const entries = dictEntries(input, strict, state);
  const errors: LineError[] = [];
  const out = new PyDict();
  for (const [k, x] of entries) {
    const loc = keyLoc(k);
    let rk: PyValue = null;
    let rv: PyValue = null;
    let ok = true;
    try {
      rk = validate(schema.keys, k, state);
    } catch (e) {
      if (!(e instanceof ValError)) throw e;
      errors.push(...e.within(loc, '[key]').errors);
      ok = false;
    }
    try {
      rv = validate(schema.values, x, state);
    } catch (e) {
      if (e instanceof Omit) continue;
      if (!(e instanceof ValError)) throw e;
      errors.push(...e.within(loc).errors);
      ok = false;
    }
    if (ok) dictSet(out, rk, rv);
  }
  if (errors.length) throw new ValError(errors);
  lengthError('Dictionary', out.map.size, schema, input);
  return out;
}
