/** `set` and `frozenset` as types: slots (subset comparisons, `& | - ^` and their in-place forms) and methods. */
import { exc, pyError } from '../exceptions';
import { frozensetHashSlot, setAdd, setAddFrom, setDiscard, setHas, setHasFrom, setMerge } from '../hashing';
import { keyError } from '../items';
import { iterate, type Kwargs, typeName } from '../objects';
import { repr, reprContainer } from '../repr';
import { builtinTypes, type CompareOp, type HashKey, NotImplemented, type PyObj, PySet, type PyValue } from '../values';
import { arity, defineMethods, nativeSlots } from './args';

const t = builtinTypes;

function self(args: PyValue[], name: string): PySet {
  const s = args[0];
  if (args.length === 0) throw pyError(exc.TypeError, `unbound method set.${name}() needs an argument`);
  if (!(s instanceof PySet)) throw pyError(exc.TypeError, `descriptor '${name}' for 'set' objects doesn't apply to a '${typeName(s)}' object`);
  return s;
}

function mutable(args: PyValue[], name: string): PySet {
  const s = self(args, name);
  if (s.frozen) throw pyError(exc.AttributeError, `'frozenset' object has no attribute '${name}'`);
  return s;
}

/** A new set (or frozenset) like `like`, of the base type (set operations never keep a subclass). */
function empty(like: PySet): PySet {
  return new PySet(like.frozen);
}

/** set_update_internal: a set is merged table into table; any other iterable added item by item. */
function addAll(s: PySet, src: PyValue): void {
  if (src instanceof PySet) {
    setMerge(s, src);
    return;
  }
  const it = iterate(src);
  for (let r = it.next(); !r.done; r = it.next()) setAdd(s, r.value);
}

/** Any iterable as a set (a set itself as it is). */
function asSet(v: PyValue): PySet {
  if (v instanceof PySet) return v;
  const s = new PySet();
  addAll(s, v);
  return s;
}

function copyOf(a: PySet): PySet {
  const out = empty(a);
  setMerge(out, a);
  return out;
}

/** `a | b`: a copy of `a`, then `b` merged in. */
function union(a: PySet, b: PySet): PySet {
  const out = copyOf(a);
  setMerge(out, b);
  return out;
}

/** `a & b`: the smaller set's elements found in the larger, in the smaller's order (set_intersection). */
function intersection(a: PySet, b: PySet): PySet {
  const out = empty(a);
  const [small, large] = b.map.size > a.map.size ? [a, b] : [b, a];
  for (const k of [...small.map.keys()]) if (setHasFrom(large, small, k)) setAddFrom(out, small, k);
  return out;
}

/** `a - b`: a copy of `a` with `b`'s elements discarded when `a` is much larger, else `a`'s elements not in `b`. */
function difference(a: PySet, b: PySet): PySet {
  if (a.map.size >> 2 > b.map.size) {
    const out = copyOf(a);
    for (const k of [...b.map.keys()]) discardFrom(out, b, k);
    return out;
  }
  const out = empty(a);
  for (const k of [...a.map.keys()]) if (!setHasFrom(b, a, k)) setAddFrom(out, a, k);
  return out;
}

function discardFrom(s: PySet, from: PySet, key: HashKey): boolean {
  const v = from.map.get(key) as PyValue;
  return setDiscard(s, v);
}

/** `a ^= b` in place: each of `b`'s elements discarded from `a`, or added when absent. */
function symmetricUpdate(a: PySet, b: PySet): void {
  for (const k of [...b.map.keys()]) if (!discardFrom(a, b, k)) setAddFrom(a, b, k);
}

/** `a ^ b`: a copy of `b` updated with `a` (set_symmetric_difference). */
function symmetric(a: PySet, b: PySet): PySet {
  const out = empty(a);
  setMerge(out, b);
  symmetricUpdate(out, a);
  return out;
}

function isSubset(a: PySet, b: PySet): boolean {
  if (a.map.size > b.map.size) return false;
  for (const k of a.map.keys()) if (!setHasFrom(b, a, k)) return false;
  return true;
}

function setCompare(a: PySet, b: PySet, op: CompareOp): boolean {
  switch (op) {
    case '==':
      return a.map.size === b.map.size && isSubset(a, b);
    case '!=':
      return !(a.map.size === b.map.size && isSubset(a, b));
    case '<=':
      return isSubset(a, b);
    case '<':
      return a.map.size < b.map.size && isSubset(a, b);
    case '>=':
      return isSubset(b, a);
    default:
      return a.map.size > b.map.size && isSubset(b, a);
  }
}

function* setIter(s: PySet): Generator<PyValue> {
  const size = s.map.size;
  for (const v of s.map.values()) {
    if (s.map.size !== size) throw pyError(exc.RuntimeError, 'Set changed size during iteration');
    yield v;
  }
}

const operators: Record<string, (a: PySet, b: PySet, into?: PySet) => PySet> = { '&': intersection, '|': union, '-': difference, '^': symmetric };

function setRepr(s: PyObj): string {
  const set = s as PySet;
  const name = set.cls.name;
  if (set.map.size === 0) return `${name}()`;
  const body = reprContainer(set, '{', '}', () => [...set.map.values()].map(repr).join(', '));
  return set.frozen || set.type ? `${name}(${body})` : body;
}

function setSlots(frozen: boolean) {
  return {
    repr: setRepr,
    richcompare: (s: PyValue, o: PyValue, op: CompareOp) => (o instanceof PySet ? setCompare(s as PySet, o, op) : NotImplemented),
    len: (s: PyObj) => (s as PySet).map.size,
    iter: (s: PyObj) => ({ [Symbol.iterator]: () => setIter(s as PySet) }),
    contains: (s: PyValue, x: PyValue) => {
      try {
        return setHas(s as PySet, x);
      } catch (e) {
        // `{...} in a_set`: a set is looked up as the frozenset with its items (CPython does the same).
        if (x instanceof PySet && !x.frozen) {
          const f = new PySet(true);
          addAll(f, x);
          return setHas(s as PySet, f);
        }
        throw e;
      }
    },
    binop: (op: string, s: PyObj, o: PyValue, reflected: boolean): PyValue | undefined => {
      const a = s as PySet;
      const inplace = op.endsWith('=') && op.length === 2;
      const f = operators[inplace ? op[0] : op];
      if (!f || !(o instanceof PySet)) return undefined;
      if (inplace) {
        if (frozen) return undefined;
        inPlace(a, op[0], o);
        return a;
      }
      return reflected ? f(o, a) : f(a, o);
    },
  };
}

/** `a op= b` on a set, as CPython updates it in place. */
function inPlace(a: PySet, op: string, b: PySet): void {
  if (op === '|') addAll(a, b);
  else if (op === '&') a.map.takeFrom(intersection(a, b).map);
  else if (op === '-') {
    if (a === b) a.map.clear();
    else for (const k of [...b.map.keys()]) discardFrom(a, b, k);
  } else symmetricUpdate(a, b === a ? copyOf(b) : b);
  a.touch();
}

nativeSlots(t.set, {
  ...setSlots(false),
  new: (cls) => new PySet(false, cls === t.set ? undefined : cls),
  init: (obj, args, kwargs) => {
    if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, 'set() takes no keyword arguments');
    arity('set', args, null, 0, 1);
    const s = obj as PySet;
    s.map.clear();
    s.buckets = undefined;
    if (args.length) addAll(s, args[0]);
    s.touch();
  },
  hash: null,
});

nativeSlots(t.frozenset, {
  ...setSlots(true),
  call: (_cls, args, kw) => {
    arity('frozenset', args, kw, 0, 1);
    if (args[0] instanceof PySet && args[0].frozen && !args[0].type) return args[0];
    const s = new PySet(true);
    if (args.length) addAll(s, args[0]);
    return s;
  },
  hash: frozensetHashSlot,
});

/** `s.update(*others)` and friends: in place, one argument after another. */
function foldInPlace(name: string, op: string) {
  return (args: PyValue[], kw: Kwargs) => {
    arity(`set.${name}`, [], kw, 0, 0);
    const s = mutable(args, name);
    for (const o of args.slice(1)) {
      if (op === '|' && !(o instanceof PySet)) addAll(s, o);
      else inPlace(s, op, asSet(o));
    }
    s.touch();
    return null;
  };
}

/** `s & iterable` when the iterable is not a set: its items found in `s`, in its order. */
function intersectIterable(s: PySet, other: PyValue): PySet {
  const out = empty(s);
  const it = iterate(other);
  for (let r = it.next(); !r.done; r = it.next()) if (setHas(s, r.value)) setAdd(out, r.value);
  return out;
}

const common = {
  union(args: PyValue[], kw: Kwargs) {
    arity('set.union', [], kw, 0, 0);
    const out = copyOf(self(args, 'union'));
    for (const o of args.slice(1)) addAll(out, o);
    return out;
  },
  intersection(args: PyValue[], kw: Kwargs) {
    arity('set.intersection', [], kw, 0, 0);
    let acc = self(args, 'intersection');
    if (args.length === 1) return copyOf(acc);
    for (const o of args.slice(1)) acc = o instanceof PySet ? intersection(acc, o) : intersectIterable(acc, o);
    return acc;
  },
  difference(args: PyValue[], kw: Kwargs) {
    arity('set.difference', [], kw, 0, 0);
    const s = self(args, 'difference');
    if (args.length === 1) return copyOf(s);
    const [first, ...rest] = args.slice(1);
    let out: PySet;
    if (first instanceof PySet) out = difference(s, first);
    else {
      out = copyOf(s);
      const it = iterate(first);
      for (let r = it.next(); !r.done; r = it.next()) setDiscard(out, r.value);
    }
    for (const o of rest) {
      const it = iterate(o);
      for (let r = it.next(); !r.done; r = it.next()) setDiscard(out, r.value);
    }
    return out;
  },
  symmetric_difference(args: PyValue[], kw: Kwargs) {
    arity('symmetric_difference', args.slice(1), kw, 1, 1);
    const s = self(args, 'symmetric_difference');
    const out = empty(s);
    addAll(out, args[1]);
    symmetricUpdate(out, s);
    return out;
  },
  issubset(args: PyValue[], kw: Kwargs) {
    arity('issubset', args.slice(1), kw, 1, 1);
    return isSubset(self(args, 'issubset'), asSet(args[1]));
  },
  issuperset(args: PyValue[], kw: Kwargs) {
    arity('issuperset', args.slice(1), kw, 1, 1);
    return isSubset(asSet(args[1]), self(args, 'issuperset'));
  },
  isdisjoint(args: PyValue[], kw: Kwargs) {
    arity('isdisjoint', args.slice(1), kw, 1, 1);
    const s = self(args, 'isdisjoint');
    const it = iterate(args[1]);
    for (let r = it.next(); !r.done; r = it.next()) if (setHas(s, r.value)) return false;
    return true;
  },
  copy(args: PyValue[], kw: Kwargs) {
    arity('copy', args.slice(1), kw, 0, 0);
    const s = self(args, 'copy');
    if (s.frozen && !s.type) return s;
    return copyOf(s);
  },
};

defineMethods(t.frozenset, common);
defineMethods(t.set, {
  ...common,
  add(args, kw) {
    arity('set.add', args.slice(1), kw, 1, 1);
    const s = mutable(args, 'add');
    setAdd(s, args[1]);
    s.touch();
    return null;
  },
  discard(args, kw) {
    arity('set.discard', args.slice(1), kw, 1, 1);
    const s = mutable(args, 'discard');
    setDiscard(s, args[1]);
    s.touch();
    return null;
  },
  remove(args, kw) {
    arity('set.remove', args.slice(1), kw, 1, 1);
    const s = mutable(args, 'remove');
    if (!setDiscard(s, args[1])) throw keyError(args[1]);
    s.touch();
    return null;
  },
  pop(args, kw) {
    arity('set.pop', args.slice(1), kw, 0, 0);
    const s = mutable(args, 'pop');
    const key = s.map.popKey();
    if (key === undefined) throw pyError(exc.KeyError, 'pop from an empty set');
    const v = s.map.get(key) as PyValue;
    s.map.delete(key);
    s.touch();
    return v;
  },
  clear(args, kw) {
    arity('set.clear', args.slice(1), kw, 0, 0);
    const s = mutable(args, 'clear');
    s.map.clear();
    s.buckets = undefined;
    s.touch();
    return null;
  },
  update: foldInPlace('update', '|'),
  intersection_update: foldInPlace('intersection_update', '&'),
  difference_update: foldInPlace('difference_update', '-'),
  symmetric_difference_update(args, kw) {
    arity('symmetric_difference_update', args.slice(1), kw, 1, 1);
    inPlace(mutable(args, 'symmetric_difference_update'), '^', asSet(args[1]));
    return null;
  },
});
