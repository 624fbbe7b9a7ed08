/**
 * `obj[key]`, `obj[key] = v` and `del obj[key]`: a fast path for the exact builtin containers,
 * the class's slot for everything else (a Python `__getitem__`, a dict subclass's
 * `__missing__`), `__class_getitem__` on classes; and the slice arithmetic they share.
 */
import { exc, isException, newException, pyError } from './exceptions';
import { dictDelete, dictGet, dictSet } from './hashing';
import { call, descrGet, sequenceFast, typeName, typeOf } from './objects';
import { index } from './ops';
import { repr } from './repr';
import { builtinTypes, Ellipsis, PyClass, PyDict, PyGenericAlias, type PyInstance, PyList, PyObj, PyRange, PySlice, PyTuple, type PyValue } from './values';

function sliceIndex(v: PyValue): number | null {
  if (v === null) return null;
  let i: bigint;
  try {
    i = index(v);
  } catch (e) {
    if (!isException(e)) throw e;
    throw pyError(exc.TypeError, 'slice indices must be integers or None or have an __index__ method');
  }
  return i > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : i < -BigInt(Number.MAX_SAFE_INTEGER) ? -Number.MAX_SAFE_INTEGER : Number(i);
}

/** Resolves a slice against a sequence length, as `slice.indices()` does. */
export function sliceIndices(s: PySlice, length: number): { start: number; stop: number; step: number } {
  const step = sliceIndex(s.step) ?? 1;
  if (step === 0) throw pyError(exc.ValueError, 'slice step cannot be zero');
  const clamp = (v: number | null, dflt: number): number => {
    if (v === null) return dflt;
    if (v < 0) v += length;
    if (step > 0) return Math.min(Math.max(v, 0), length);
    return Math.min(Math.max(v, -1), length - 1);
  };
  return { start: clamp(sliceIndex(s.start), step > 0 ? 0 : length - 1), stop: clamp(sliceIndex(s.stop), step > 0 ? length : -1), step };
}

export function sliceRange(s: PySlice, length: number): number[] {
  const { start, stop, step } = sliceIndices(s, length);
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

/** CPython's Py_ssize_t bound for an index, and the largest index a JS array could hold (made once: each is a new bigint). */
const INDEX_LIMIT = 1n << 63n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A sequence index, negative counted from the end; raises IndexError when out of range. */
export function seqIndex(key: PyValue, length: number, kind: string, verb = 'index'): number {
  let i: bigint;
  if (typeof key === 'bigint') i = key;
  else if (typeof key === 'boolean') i = key ? 1n : 0n;
  else if (typeOf(key).slot('index')) i = index(key);
  else if (kind === 'string') throw pyError(exc.TypeError, `string indices must be integers, not '${typeName(key)}'`);
  else throw pyError(exc.TypeError, `${kind} indices must be integers or slices, not ${typeName(key)}`);
  if (kind !== 'range object' && (i >= INDEX_LIMIT || i < -INDEX_LIMIT)) throw pyError(exc.IndexError, "cannot fit 'int' into an index-sized integer");
  let n = Number(i);
  if (n < 0) n += length;
  if (n < 0 || n >= length || i > MAX_SAFE) throw pyError(exc.IndexError, `${kind} ${verb} out of range`);
  return n;
}

export function keyError(key: PyValue): PyInstance {
  return newException(exc.KeyError, [key]);
}

/** Items of a sequence at an index or a slice. */
export function sequenceItem<T extends PyValue>(items: readonly T[], key: PyValue, kind: string, make: (items: T[]) => PyValue): PyValue {
  if (key instanceof PySlice) return make(sliceRange(key, items.length).map((i) => items[i]));
  return items[seqIndex(key, items.length, kind)];
}

/** `d[key]` for a dict (and its subclasses, with `__missing__`). */
export function dictItem(d: PyDict, key: PyValue): PyValue {
  const v = dictGet(d, key);
  if (v !== undefined) return v;
  if (d.type) {
    const missing = d.type.lookup('__missing__');
    if (missing !== undefined) return call(descrGet(missing, d, d.type), [key], null);
  }
  throw keyError(key);
}

export function stringItem(s: string, key: PyValue): PyValue {
  const chars = s.length === [...s].length ? null : [...s];
  if (key instanceof PySlice) {
    const idx = sliceRange(key, chars ? chars.length : s.length);
    return chars ? idx.map((i) => chars[i]).join('') : idx.map((i) => s[i]).join('');
  }
  return chars ? chars[seqIndex(key, chars.length, 'string')] : s[seqIndex(key, s.length, 'string')];
}

const newList = (items: PyValue[]): PyValue => new PyList(items);

export function getItem(obj: PyValue, key: PyValue): PyValue {
  if (obj instanceof PyDict && !obj.type) return dictItem(obj, key);
  if (obj instanceof PyList && !obj.type) return sequenceItem(obj.items, key, 'list', newList);
  if (typeof obj === 'string') return stringItem(obj, key);
  if (obj instanceof PyObj) {
    const slot = obj.cls.slot('getitem');
    if (slot) return slot(obj, key);
    if (obj instanceof PyClass) return classItem(obj, key);
  }
  throw pyError(exc.TypeError, `'${typeName(obj)}' object is not subscriptable`);
}

/** The classes whose `__class_getitem__` is `types.GenericAlias`: `list[int]`, `collections.deque[int]`. */
const genericAliasClasses: Record<string, readonly string[]> = {
  builtins: ['list', 'dict', 'tuple', 'set', 'type', 'frozenset'],
  collections: ['deque', 'defaultdict', 'OrderedDict', 'Counter', 'ChainMap'],
};

/** `C[x]` on a class: `__class_getitem__`, or a generic alias of the builtin containers. */
function classItem(cls: PyClass, key: PyValue): PyValue {
  const native = cls.slot('classGetitem');
  if (native) return native(cls, key);
  const hook = cls.lookup('__class_getitem__');
  if (hook !== undefined) return call(descrGet(hook, undefined, cls), [key], null);
  const args = key instanceof PyTuple ? key.items : [key];
  if (genericAliasClasses[cls.module]?.includes(cls.name)) {
    return new PyGenericAlias(cls, args, `${typeDisplay(cls)}[${args.length ? args.map(aliasArgDisplay).join(', ') : '()'}]`);
  }
  throw pyError(exc.TypeError, `type '${cls.name}' is not subscriptable`);
}

/** How `types.GenericAlias` prints an argument: `...` for Ellipsis, a class by its qualified name (`NoneType` for `type(None)`), None as None, anything else by its repr. */
function aliasArgDisplay(v: PyValue): string {
  if (v === Ellipsis) return '...';
  if (v === builtinTypes.NoneType) return 'NoneType';
  if (typeof v === 'string') return repr(v);
  return typeDisplay(v);
}

/** How a type argument prints inside `list[...]`. */
export function typeDisplay(v: PyValue): string {
  if (v instanceof PyClass && v.name === 'NoneType' && v.module === 'builtins') return 'None';
  if (v instanceof PyClass) return v.module === 'builtins' ? v.name : `${v.module}.${v.qualname}`;
  if (v instanceof PyGenericAlias) return v.display;
  if (v === null) return 'None';
  if (v instanceof PyObj && 'reprText' in v) return String((v as { reprText: string }).reprText);
  if (v instanceof PyObj) return repr(v);
  return String(v);
}

/** `l[key] = value` for a list, slices included. */
export function listSetItem(l: PyList, key: PyValue, value: PyValue): void {
  if (key instanceof PySlice) {
    const { start, stop, step } = sliceIndices(key, l.items.length);
    const items = sequenceFast(value, step === 1 ? 'can only assign an iterable' : 'must assign iterable to extended slice');
    if (step === 1) {
      l.items.splice(start, Math.max(0, stop - start), ...items);
    } else {
      const idx = sliceRange(key, l.items.length);
      if (idx.length !== items.length)
        throw pyError(exc.ValueError, `attempt to assign sequence of size ${items.length} to extended slice of size ${idx.length}`);
      idx.forEach((i, j) => {
        l.items[i] = items[j];
      });
    }
  } else {
    l.items[seqIndex(key, l.items.length, 'list', 'assignment index')] = value;
  }
}

export function listDelItem(l: PyList, key: PyValue): void {
  if (key instanceof PySlice) {
    const drop = new Set(sliceRange(key, l.items.length));
    l.items = l.items.filter((_, i) => !drop.has(i));
  } else {
    l.items.splice(seqIndex(key, l.items.length, 'list', 'assignment index'), 1);
  }
}

export function dictDelItem(d: PyDict, key: PyValue): void {
  if (!dictDelete(d, key)) throw keyError(key);
}

export function setItem(obj: PyValue, key: PyValue, value: PyValue): void {
  if (obj instanceof PyDict && !obj.type) {
    dictSet(obj, key, value);
    obj.touch();
    return;
  }
  if (obj instanceof PyList && !obj.type) {
    listSetItem(obj, key, value);
    obj.touch();
    return;
  }
  if (obj instanceof PyObj) {
    const slot = obj.cls.slot('setitem');
    if (slot) {
      slot(obj, key, value);
      obj.touch();
      return;
    }
  }
  throw pyError(exc.TypeError, `'${typeName(obj)}' object does not support item assignment`);
}

export function delItem(obj: PyValue, key: PyValue): void {
  if (obj instanceof PyObj) {
    const slot = obj.cls.slot('delitem');
    if (slot) {
      slot(obj, key);
      obj.touch();
      return;
    }
  }
  // CPython words it differently for sequence types (tuple, str, range) than for the rest.
  const sequence = obj instanceof PyTuple || typeof obj === 'string' || obj instanceof PyRange;
  throw pyError(exc.TypeError, `'${typeName(obj)}' object ${sequence ? "doesn't" : 'does not'} support item deletion`);
}

/** An int argument CPython converts to a C `Py_ssize_t` (`list.insert`'s index). */
export function ssize(v: PyValue): number {
  const i = index(v);
  if (i >= 1n << 63n || i < -(1n << 63n)) throw pyError(exc.OverflowError, 'Python int too large to convert to C ssize_t');
  return Number(i);
}
