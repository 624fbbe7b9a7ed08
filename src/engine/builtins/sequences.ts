/** `list`, `tuple`, `range` and `slice` as types: native slots and methods, with CPython's messages. */
import { compareSequences, eq, rangeContains } from '../compare';
import { checkSize, exc, pyError } from '../exceptions';
import { tupleHashSlot } from '../hashing';
import { listDelItem, listSetItem, seqIndex, sequenceItem, sliceIndices, ssize } from '../items';
import { listIter, rangeIter, toArray, typeName, typeOf } from '../objects';
import { index, truthy } from '../ops';
import { repr, reprContainer } from '../repr';
import { builtinTypes, type CompareOp, NotImplemented, type PyClass, PyIterator, PyList, type PyObj, PyRange, PySlice, PyTuple, type PyValue } from '../values';
import { arity, checkBuiltinKwargs, defineGetSets, defineMethods, nativeSlots, withArity } from './args';
import { sortValues } from './sort';

const t = builtinTypes;

function self<T>(args: PyValue[], cls: abstract new (...a: never[]) => T, name: string): T {
  const s = args[0];
  if (args.length === 0) throw pyError(exc.TypeError, `unbound method ${name}() needs an argument`);
  if (!(s instanceof cls))
    throw pyError(exc.TypeError, `descriptor '${name.split('.')[1]}' for '${name.split('.')[0]}' objects doesn't apply to a '${typeName(s)}' object`);
  return s;
}

const SSIZE_MAX = 2n ** 63n - 1n;

/** A repeat count as CPython takes it: one beyond a C `ssize_t` raises OverflowError, whatever its sign. */
export function repeatCount(n: bigint): bigint {
  if (n > SSIZE_MAX || n < -SSIZE_MAX - 1n) throw pyError(exc.OverflowError, "cannot fit 'int' into an index-sized integer");
  return n;
}

/** `seq * n`: the items repeated (nothing for n <= 0). */
export function repeat<T>(items: readonly T[], n: bigint): T[] {
  repeatCount(n);
  if (n <= 0n || items.length === 0) return [];
  checkSize(BigInt(items.length) * n);
  const out: T[] = [];
  for (let i = 0n; i < n; i++) out.push(...items);
  return out;
}

/** The repeat count of `seq * n` (an int, or an object with `__index__`), or undefined when `n` is none. */
export function repeatCountOf(n: PyValue): bigint | undefined {
  if (typeof n === 'bigint') return n;
  if (typeof n === 'boolean') return n ? 1n : 0n;
  if (typeof n === 'string' || typeof n === 'number' || n === null) return undefined;
  if (!(n instanceof PyList) && !(n instanceof PyTuple) && typeOf(n).slot('index')) return index(n);
  return undefined;
}

function indexIn(items: readonly PyValue[], x: PyValue, start: number, stop: number): number {
  for (let i = Math.max(0, start); i < Math.min(items.length, stop); i++) if (items[i] === x || eq(items[i], x)) return i;
  return -1;
}

/** A `start`/`stop` argument of `index()`, clamped as CPython does. */
function bound(v: PyValue | undefined, len: number, dflt: number): number {
  if (v === undefined || v === null) return dflt;
  let n = Number(index(v));
  if (n < 0) n = Math.max(0, n + len);
  return n;
}

function sequenceRepr(o: PyObj, items: readonly PyValue[], open: string, close: string): string {
  if (items.length === 0) return `${open}${close}`;
  return reprContainer(o, open, close, () => items.map(repr).join(', '));
}

// ---- list ------------------------------------------------------------------------------

nativeSlots(t.list, {
  new: (cls) => new PyList([], cls === t.list ? undefined : cls),
  init: (obj, args, kwargs) => {
    if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, 'list() takes no keyword arguments');
    arity('list', args, null, 0, 1);
    const l = obj as PyList;
    l.items = args.length ? toArray(args[0]) : [];
    l.touch();
  },
  repr: (s) => sequenceRepr(s, (s as PyList).items, '[', ']'),
  richcompare: (s, o, op) => (o instanceof PyList ? compareSequences((s as PyList).items, o.items, op) : NotImplemented),
  hash: null,
  len: (s) => (s as PyList).items.length,
  iter: (s) => ({ [Symbol.iterator]: () => listIter(s as PyList) }),
  contains: (s, x) => indexIn((s as PyList).items, x, 0, Infinity) >= 0,
  getitem: (s, key) => sequenceItem((s as PyList).items, key, 'list', (x) => new PyList(x)),
  setitem: (s, key, v) => listSetItem(s as PyList, key, v),
  delitem: (s, key) => listDelItem(s as PyList, key),
  binop: (op, s, other, reflected) => {
    const l = s as PyList;
    if (op === '+' && other instanceof PyList && !reflected) return new PyList([...l.items, ...other.items]);
    if (op === '*') {
      const n = repeatCountOf(other);
      return n === undefined ? undefined : new PyList(repeat(l.items, n));
    }
    if (op === '+=') {
      l.items.push(...toArray(other));
      return l;
    }
    if (op === '*=') {
      const n = repeatCountOf(other);
      if (n === undefined) return undefined;
      l.items = repeat(l.items, n);
      return l;
    }
    return undefined;
  },
});

defineMethods(t.list, {
  append(args, kw) {
    arity('list.append', args.slice(1), kw, 1, 1);
    const l = self(args, PyList, 'list.append');
    l.items.push(args[1]);
    l.touchFrom(l.items.length - 1);
    return null;
  },
  extend(args, kw) {
    arity('list.extend', args.slice(1), kw, 1, 1);
    const l = self(args, PyList, 'list.extend');
    const start = l.items.length;
    l.items.push(...toArray(args[1]));
    l.touchFrom(start);
    return null;
  },
  insert(args, kw) {
    arity('insert', args.slice(1), kw, 2, 2);
    const l = self(args, PyList, 'list.insert');
    let n = ssize(args[1]);
    if (n < 0) n = Math.max(0, n + l.items.length);
    l.items.splice(Math.min(n, l.items.length), 0, args[2]);
    l.touch();
    return null;
  },
  pop(args, kw) {
    arity('pop', args.slice(1), kw, 0, 1);
    const l = self(args, PyList, 'list.pop');
    if (args.length > 1) ssize(args[1]);
    if (l.items.length === 0) throw pyError(exc.IndexError, 'pop from empty list');
    const i = args.length > 1 ? seqIndex(args[1], l.items.length, 'pop', 'index') : l.items.length - 1;
    const [v] = l.items.splice(i, 1);
    l.touch();
    return v;
  },
  remove(args, kw) {
    arity('list.remove', args.slice(1), kw, 1, 1);
    const l = self(args, PyList, 'list.remove');
    const i = indexIn(l.items, args[1], 0, l.items.length);
    if (i < 0) throw pyError(exc.ValueError, 'list.remove(x): x not in list');
    l.items.splice(i, 1);
    l.touch();
    return null;
  },
  index(args, kw) {
    arity('index', args.slice(1), kw, 1, 3);
    const l = self(args, PyList, 'list.index');
    const i = indexIn(l.items, args[1], bound(args[2], l.items.length, 0), bound(args[3], l.items.length, l.items.length));
    if (i < 0) throw pyError(exc.ValueError, `${repr(args[1])} is not in list`);
    return BigInt(i);
  },
  count(args, kw) {
    arity('list.count', args.slice(1), kw, 1, 1);
    return BigInt(self(args, PyList, 'list.count').items.filter((x) => x === args[1] || eq(x, args[1])).length);
  },
  clear(args, kw) {
    arity('list.clear', args.slice(1), kw, 0, 0);
    const l = self(args, PyList, 'list.clear');
    l.items = [];
    l.touch();
    return null;
  },
  copy(args, kw) {
    arity('list.copy', args.slice(1), kw, 0, 0);
    return new PyList([...self(args, PyList, 'list.copy').items]);
  },
  reverse(args, kw) {
    arity('list.reverse', args.slice(1), kw, 0, 0);
    const l = self(args, PyList, 'list.reverse');
    l.items.reverse();
    l.touch();
    return null;
  },
  sort(args, kw) {
    if (args.length > 1) throw pyError(exc.TypeError, 'sort() takes no positional arguments');
    checkBuiltinKwargs('sort', kw, ['key', 'reverse']);
    const l = self(args, PyList, 'list.sort');
    const items = l.items;
    // While sorting, the list looks empty (as in CPython).
    const during: PyValue[] = [];
    l.items = during;
    let sorted: PyValue[];
    try {
      sorted = sortValues(items, kw?.get('key') ?? null, truthy(kw?.get('reverse') ?? false));
    } catch (e) {
      l.items = items;
      throw e;
    }
    // What a key function added to the list while it looked empty is dropped, and the sort fails.
    const modified = l.items !== during || during.length > 0;
    l.items = sorted;
    l.touch();
    if (modified) throw pyError(exc.ValueError, 'list modified during sort');
    return null;
  },
  __reversed__(args) {
    const l = self(args, PyList, 'list.__reversed__');
    return reversedIterator(l);
  },
});

/** `reversed(list)`: a live iterator from the end. */
function reversedIterator(l: PyList) {
  function* gen(): Generator<PyValue> {
    for (let i = l.items.length - 1; i >= 0; i--) {
      if (i >= l.items.length) return;
      yield l.items[i];
    }
  }
  return new PyIterator(gen(), 'list_reverseiterator');
}

// ---- tuple -----------------------------------------------------------------------------

/** `tuple(iterable)` for `cls` (a subclass gets an instance of itself). */
function makeTuple(cls: PyClass, args: PyValue[], kw: Map<string, PyValue> | null): PyTuple {
  arity('tuple', args, kw, 0, 1);
  if (cls === t.tuple && args[0] instanceof PyTuple && !args[0].type) return args[0];
  return new PyTuple(args.length ? toArray(args[0]) : [], cls === t.tuple ? undefined : cls);
}

nativeSlots(t.tuple, {
  new: makeTuple,
  // tuple's __init__ is object's: a subclass's extra arguments were for its own __new__.
  init: () => {},
  hash: tupleHashSlot,
  repr: (s) => {
    const items = (s as PyTuple).items;
    if (items.length === 1) return reprContainer(s, '(', ',)', () => repr(items[0]));
    return sequenceRepr(s, items, '(', ')');
  },
  richcompare: (s, o, op) => (o instanceof PyTuple ? compareSequences((s as PyTuple).items, o.items, op) : NotImplemented),
  len: (s) => (s as PyTuple).items.length,
  iter: (s) => (s as PyTuple).items,
  contains: (s, x) => indexIn((s as PyTuple).items, x, 0, Infinity) >= 0,
  getitem: (s, key) => sequenceItem((s as PyTuple).items, key, 'tuple', (x) => new PyTuple(x)),
  binop: (op, s, other, reflected) => {
    const tup = s as PyTuple;
    if (op === '+' && other instanceof PyTuple && !reflected) return new PyTuple([...tup.items, ...other.items]);
    if (op === '*') {
      const n = repeatCountOf(other);
      return n === undefined ? undefined : new PyTuple(repeat(tup.items, n));
    }
    return undefined;
  },
});

defineMethods(t.tuple, {
  index(args, kw) {
    arity('index', args.slice(1), kw, 1, 3);
    const tup = self(args, PyTuple, 'tuple.index');
    const i = indexIn(tup.items, args[1], bound(args[2], tup.items.length, 0), bound(args[3], tup.items.length, tup.items.length));
    if (i < 0) throw pyError(exc.ValueError, 'tuple.index(x): x not in tuple');
    return BigInt(i);
  },
  count(args, kw) {
    arity('tuple.count', args.slice(1), kw, 1, 1);
    return BigInt(self(args, PyTuple, 'tuple.count').items.filter((x) => x === args[1] || eq(x, args[1])).length);
  },
});

// ---- range -----------------------------------------------------------------------------

function rangeItems(r: PyRange): PyValue[] {
  checkSize(r.length);
  return toArray(r);
}

nativeSlots(t.range, {
  call: (_cls, args, kw) => {
    arity('range', args, kw, 1, 3);
    if (args.length === 0) throw pyError(exc.TypeError, 'range expected at least 1 argument, got 0');
    const [a, b, c] = args.map(index);
    if (args.length === 1) return new PyRange(0n, a, 1n);
    if (c === 0n) throw pyError(exc.ValueError, 'range() arg 3 must not be zero');
    return new PyRange(a, b, c ?? 1n);
  },
  repr: (s) => {
    const r = s as PyRange;
    return r.step === 1n ? `range(${r.start}, ${r.stop})` : `range(${r.start}, ${r.stop}, ${r.step})`;
  },
  richcompare: (s, o, op: CompareOp) => {
    if (!(o instanceof PyRange) || (op !== '==' && op !== '!=')) return NotImplemented;
    const a = s as PyRange;
    const same = a.length === o.length && (a.length === 0 || (a.start === o.start && (a.length === 1 || a.step === o.step)));
    return op === '==' ? same : !same;
  },
  hash: (s) => {
    const r = s as PyRange;
    return BigInt(r.length) * 1000003n + r.start;
  },
  len: (s) => (s as PyRange).length,
  iter: (s) => ({ [Symbol.iterator]: () => rangeIter(s as PyRange) }),
  contains: (s, x) => rangeContains(s as PyRange, x) ?? indexIn(rangeItems(s as PyRange), x, 0, Infinity) >= 0,
  getitem: (s, key) => {
    const r = s as PyRange;
    if (key instanceof PySlice) {
      const { start, stop, step } = sliceIndices(key, r.length);
      const at = (i: number) => r.start + BigInt(i) * r.step;
      return new PyRange(at(start), at(stop), r.step * BigInt(step));
    }
    return r.start + BigInt(seqIndex(key, r.length, 'range object')) * r.step;
  },
});

defineGetSets(t.range, {
  start: { get: (r) => (r as PyRange).start },
  stop: { get: (r) => (r as PyRange).stop },
  step: { get: (r) => (r as PyRange).step },
});

defineMethods(
  t.range,
  withArity(
    'range',
    {
      index(args) {
        const r = self(args, PyRange, 'range.index');
        if (rangeContains(r, args[1])) return ((index(args[1]) - r.start) / r.step) as PyValue;
        const i = indexIn(rangeItems(r), args[1], 0, Infinity);
        if (i < 0) throw pyError(exc.ValueError, `${repr(args[1])} is not in range`);
        return BigInt(i);
      },
      count(args) {
        const r = self(args, PyRange, 'range.count');
        const c = rangeContains(r, args[1]);
        if (c !== undefined) return c ? 1n : 0n;
        return BigInt(rangeItems(r).filter((x) => eq(x, args[1])).length);
      },
    },
    { index: [1, 1], count: [1, 1] },
  ),
);

// ---- slice -----------------------------------------------------------------------------

nativeSlots(t.slice, {
  call: (_cls, args, kw) => {
    arity('slice', args, kw, 1, 3);
    if (args.length === 1) return new PySlice(null, args[0], null);
    return new PySlice(args[0], args[1], args[2] ?? null);
  },
  repr: (s) => {
    const x = s as PySlice;
    return `slice(${repr(x.start)}, ${repr(x.stop)}, ${repr(x.step)})`;
  },
  richcompare: (s, o, op) => {
    if (!(o instanceof PySlice)) return NotImplemented;
    const a = s as PySlice;
    return compareSequences([a.start, a.stop, a.step], [o.start, o.stop, o.step], op);
  },
  hash: null,
});

defineGetSets(t.slice, {
  start: { get: (s) => (s as PySlice).start },
  stop: { get: (s) => (s as PySlice).stop },
  step: { get: (s) => (s as PySlice).step },
});

defineMethods(t.slice, {
  indices(args, kw) {
    arity('slice.indices', args.slice(1), kw, 1, 1);
    const n = index(args[1]);
    if (n < 0n) throw pyError(exc.ValueError, 'length should not be negative');
    const { start, stop, step } = sliceIndices(self(args, PySlice, 'slice.indices'), Number(n));
    return new PyTuple([BigInt(start), BigInt(stop), BigInt(step)]);
  },
});
