/** `set` and `frozenset` as types: slots (subset comparisons, `& | - ^` and their in-place forms) and methods. */
import { exc, pyError } from '../exceptions';
import { frozensetHashSlot, setAdd, setAddFrom, setDiscard, setHas, setHasFrom } from '../hashing';
import { keyError } from '../items';
import { iterate, type Kwargs, typeName } from '../objects';
import { repr, reprContainer } from '../repr';
import { builtinTypes, type CompareOp, NotImplemented, type PyObj, PySet, type PyValue } from '../values';
import { arity, defineMethods, nativeSlots } from './args';

const t = builtinTypes;

function self(args: PyValue[], name: string): PySet {
  const s = args[0];
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

function addAll(s: PySet, src: PyValue): void {
  if (src instanceof PySet) {
    for (const k of src.map.keys()) setAddFrom(s, src, k);
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

function union(a: PySet, b: PySet, into = empty(a)): PySet {
  if (into !== a) addAll(into, a);
  addAll(into, b);
  return into;
}

function intersection(a: PySet, b: PySet, into = empty(a)): PySet {
  for (const k of [...a.map.keys()]) if (setHasFrom(b, a, k)) setAddFrom(into, a, k);
  return into;
}

function difference(a: PySet, b: PySet, into = empty(a)): PySet {
  for (const k of [...a.map.keys()]) if (!setHasFrom(b, a, k)) setAddFrom(into, a, k);
  return into;
}

function symmetric(a: PySet, b: PySet, into = empty(a)): PySet {
  difference(a, b, into);
  difference(b, a, into);
  return into;
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
      if (inplace && !frozen) {
        if (op === '&=' || op === '-=' || op === '^=') {
          const result = f(a, o);
          a.map.clear();
          a.buckets = undefined;
          addAll(a, result);
        } else addAll(a, o);
        return a;
      }
      if (inplace) return undefined;
      return reflected ? f(o, a) : f(a, o);
    },
  };
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

/** `s.union(*others)` and friends: any iterables, folded left to right. */
function fold(name: string, f: (a: PySet, b: PySet) => PySet) {
  return (args: PyValue[], kw: Kwargs) => {
    arity(`set.${name}`, [], kw, 0, 0);
    let acc = self(args, name);
    if (args.length === 1) {
      const copy = empty(acc);
      addAll(copy, acc);
      return copy;
    }
    for (const o of args.slice(1)) acc = f(acc, asSet(o));
    return acc;
  };
}

/** `s.update(*others)` and friends: in place. */
function foldInPlace(name: string, f: (a: PySet, b: PySet) => PySet) {
  return (args: PyValue[], kw: Kwargs) => {
    arity(`set.${name}`, [], kw, 0, 0);
    const s = mutable(args, name);
    for (const o of args.slice(1)) {
      const r = f(s, asSet(o));
      s.map.clear();
      s.buckets = undefined;
      addAll(s, r);
    }
    s.touch();
    return null;
  };
}

const common = {
  union: fold('union', union),
  intersection: fold('intersection', intersection),
  difference: fold('difference', difference),
  symmetric_difference(args: PyValue[], kw: Kwargs) {
    arity('symmetric_difference', args.slice(1), kw, 1, 1);
    return symmetric(self(args, 'symmetric_difference'), asSet(args[1]));
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
    const out = empty(s);
    addAll(out, s);
    return out;
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
    const first = s.map.entries().next();
    if (first.done) throw pyError(exc.KeyError, 'pop from an empty set');
    s.map.delete(first.value[0]);
    s.touch();
    return first.value[1];
  },
  clear(args, kw) {
    arity('set.clear', args.slice(1), kw, 0, 0);
    const s = mutable(args, 'clear');
    s.map.clear();
    s.buckets = undefined;
    s.touch();
    return null;
  },
  update: foldInPlace('update', union),
  intersection_update: foldInPlace('intersection_update', intersection),
  difference_update: foldInPlace('difference_update', difference),
  symmetric_difference_update(args, kw) {
    arity('symmetric_difference_update', args.slice(1), kw, 1, 1);
    const s = mutable(args, 'symmetric_difference_update');
    const r = symmetric(s, asSet(args[1]));
    s.map.clear();
    s.buckets = undefined;
    addAll(s, r);
    s.touch();
    return null;
  },
});
