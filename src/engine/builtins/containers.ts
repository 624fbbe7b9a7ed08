/** Methods of list, tuple, dict and set, and the dict views. */
import { exc, pyError } from '../exceptions';
import { keyError, seqIndex } from '../items';
import { call, iterate, type Kwargs, toArray, typeName } from '../objects';
import { asInt, compare, eq, hashKey, truthy } from '../ops';
import { repr } from '../repr';
import { builtinTypes, NativeObject, PyClass, PyDict, PyList, type PyObj, PySet, PyTuple, type PyValue } from '../values';
import { arity, checkKwargs, defineMethods } from './args';

const t = builtinTypes;

function self<T>(args: PyValue[], cls: abstract new (...a: never[]) => T, name: string): T {
  const s = args[0];
  if (!(s instanceof cls)) throw pyError(exc.TypeError, `descriptor '${name}' requires a '${name.split('.')[0]}' object but received a '${typeName(s)}'`);
  return s;
}

/** Sorts in place with Python's rules: stable, `key` and `reverse`, TypeError on unorderable items. */
export function sortValues(items: PyValue[], key: PyValue, reverse: boolean): PyValue[] {
  const keyed = items.map((v) => ({ v, k: key === null ? v : call(key, [v], null) }));
  if (reverse) keyed.reverse();
  keyed.sort((a, b) => (truthy(compare('<', b.k, a.k)) ? 1 : truthy(compare('<', a.k, b.k)) ? -1 : 0));
  if (reverse) keyed.reverse();
  return keyed.map((x) => x.v);
}

function indexIn(items: readonly PyValue[], x: PyValue, start: number, stop: number): number {
  for (let i = Math.max(0, start); i < Math.min(items.length, stop); i++) if (items[i] === x || eq(items[i], x)) return i;
  return -1;
}

function normIndex(v: PyValue | undefined, len: number, dflt: number): number {
  if (v === undefined || v === null) return dflt;
  let n = Number(asInt(v));
  if (n < 0) n = Math.max(0, n + len);
  return n;
}

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
    const i = asInt(args[1]);
    if (i === undefined) throw pyError(exc.TypeError, `'${typeName(args[1])}' object cannot be interpreted as an integer`);
    let n = Number(i);
    if (n < 0) n = Math.max(0, n + l.items.length);
    l.items.splice(Math.min(n, l.items.length), 0, args[2]);
    l.touch();
    return null;
  },
  pop(args, kw) {
    arity('pop', args.slice(1), kw, 0, 1);
    const l = self(args, PyList, 'list.pop');
    if (args.length > 1 && asInt(args[1]) === undefined) throw pyError(exc.TypeError, `'${typeName(args[1])}' object cannot be interpreted as an integer`);
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
    const i = indexIn(l.items, args[1], normIndex(args[2], l.items.length, 0), normIndex(args[3], l.items.length, l.items.length));
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
    checkKwargs('sort', kw, ['key', 'reverse']);
    const l = self(args, PyList, 'list.sort');
    l.items = sortValues(l.items, kw?.get('key') ?? null, truthy(kw?.get('reverse') ?? false));
    l.touch();
    return null;
  },
});

defineMethods(t.tuple, {
  index(args, kw) {
    arity('index', args.slice(1), kw, 1, 3);
    const tup = self(args, PyTuple, 'tuple.index');
    const i = indexIn(tup.items, args[1], normIndex(args[2], tup.items.length, 0), normIndex(args[3], tup.items.length, tup.items.length));
    if (i < 0) throw pyError(exc.ValueError, 'tuple.index(x): x not in tuple');
    return BigInt(i);
  },
  count(args, kw) {
    arity('tuple.count', args.slice(1), kw, 1, 1);
    return BigInt(self(args, PyTuple, 'tuple.count').items.filter((x) => x === args[1] || eq(x, args[1])).length);
  },
});

/** Adds key/value pairs from a mapping or an iterable of pairs, as `dict.update` does. */
export function updateDict(d: PyDict, src: PyValue, kwargs: Kwargs): void {
  if (src instanceof PyDict) {
    for (const [k, [key, v]] of src.map) d.map.set(k, [d.map.get(k)?.[0] ?? key, v]);
  } else if (src !== undefined && src !== null) {
    let i = 0;
    const it = iterate(src);
    for (let r = it.next(); !r.done; r = it.next(), i++) {
      let pair: PyValue[];
      try {
        pair = toArray(r.value);
      } catch {
        throw pyError(exc.TypeError, `cannot convert dictionary update sequence element #${i} to a sequence`);
      }
      if (pair.length !== 2) throw pyError(exc.ValueError, `dictionary update sequence element #${i} has length ${pair.length}; 2 is required`);
      const k = hashKey(pair[0]);
      d.map.set(k, [d.map.get(k)?.[0] ?? pair[0], pair[1]]);
    }
  }
  if (kwargs) for (const [k, v] of kwargs) d.map.set(k, [d.map.get(k)?.[0] ?? k, v]);
  d.touch();
}

/** `dict_keys`, `dict_values`, `dict_items`: live views of a dict. */
export class DictView extends NativeObject {
  constructor(
    readonly dict: PyDict,
    readonly what: 'keys' | 'values' | 'items',
  ) {
    super();
  }
  get cls(): PyClass {
    return viewTypes[this.what];
  }
  values(): PyValue[] {
    const entries = [...this.dict.map.values()];
    if (this.what === 'keys') return entries.map((e) => e[0]);
    if (this.what === 'values') return entries.map((e) => e[1]);
    return entries.map((e) => new PyTuple([e[0], e[1]]));
  }
}

function viewType(what: 'keys' | 'values' | 'items'): PyClass {
  return new PyClass(`dict_${what}`, [builtinTypes.object], {
    iter: (s: PyObj) => (s as DictView).values(),
    len: (s: PyObj) => (s as DictView).dict.map.size,
    repr: (s: PyObj) => `dict_${what}([${(s as DictView).values().map(repr).join(', ')}])`,
  });
}

const viewTypes = { keys: viewType('keys'), values: viewType('values'), items: viewType('items') };

defineMethods(t.dict, {
  get(args, kw) {
    arity('get', args.slice(1), kw, 1, 2);
    const e = self(args, PyDict, 'dict.get').map.get(hashKey(args[1]));
    return e ? e[1] : args.length > 2 ? args[2] : null;
  },
  setdefault(args, kw) {
    arity('setdefault', args.slice(1), kw, 1, 2);
    const d = self(args, PyDict, 'dict.setdefault');
    const k = hashKey(args[1]);
    const e = d.map.get(k);
    if (e) return e[1];
    const v = args.length > 2 ? args[2] : null;
    d.map.set(k, [args[1], v]);
    d.touch();
    return v;
  },
  pop(args, kw) {
    arity('pop', args.slice(1), kw, 1, 2);
    const d = self(args, PyDict, 'dict.pop');
    const k = hashKey(args[1]);
    const e = d.map.get(k);
    if (!e) {
      if (args.length > 2) return args[2];
      throw keyError(args[1]);
    }
    d.map.delete(k);
    d.touch();
    return e[1];
  },
  popitem(args, kw) {
    arity('dict.popitem', args.slice(1), kw, 0, 0);
    const d = self(args, PyDict, 'dict.popitem');
    const last = [...d.map.keys()].pop();
    if (last === undefined) throw pyError(exc.KeyError, 'popitem(): dictionary is empty');
    const e = d.map.get(last) as [PyValue, PyValue];
    d.map.delete(last);
    d.touch();
    return new PyTuple(e);
  },
  keys(args, kw) {
    arity('dict.keys', args.slice(1), kw, 0, 0);
    return new DictView(self(args, PyDict, 'dict.keys'), 'keys');
  },
  values(args, kw) {
    arity('dict.values', args.slice(1), kw, 0, 0);
    return new DictView(self(args, PyDict, 'dict.values'), 'values');
  },
  items(args, kw) {
    arity('dict.items', args.slice(1), kw, 0, 0);
    return new DictView(self(args, PyDict, 'dict.items'), 'items');
  },
  update(args, kw) {
    arity('update', args.slice(1), null, 0, 1);
    updateDict(self(args, PyDict, 'dict.update'), args.length > 1 ? args[1] : null, kw);
    return null;
  },
  copy(args, kw) {
    arity('dict.copy', args.slice(1), kw, 0, 0);
    const d = new PyDict();
    for (const [k, [key, v]] of self(args, PyDict, 'dict.copy').map) d.map.set(k, [key, v]);
    return d;
  },
  clear(args, kw) {
    arity('dict.clear', args.slice(1), kw, 0, 0);
    const d = self(args, PyDict, 'dict.clear');
    d.map.clear();
    d.touch();
    return null;
  },
});

/** `dict.fromkeys` is a classmethod: reachable as `dict.fromkeys(...)`. */
export function dictFromKeys(args: PyValue[]): PyValue {
  const d = new PyDict();
  const it = iterate(args[0]);
  for (let r = it.next(); !r.done; r = it.next()) d.map.set(hashKey(r.value), [r.value, args.length > 1 ? args[1] : null]);
  return d;
}

function setOf(args: PyValue[], name: string): PySet {
  return self(args, PySet, name);
}

function addAll(s: PySet, src: PyValue): void {
  const it = iterate(src);
  for (let r = it.next(); !r.done; r = it.next()) s.map.set(hashKey(r.value), r.value);
}

defineMethods(t.set, {
  add(args, kw) {
    arity('set.add', args.slice(1), kw, 1, 1);
    const s = setOf(args, 'set.add');
    s.map.set(hashKey(args[1]), args[1]);
    s.touch();
    return null;
  },
  discard(args, kw) {
    arity('set.discard', args.slice(1), kw, 1, 1);
    const s = setOf(args, 'set.discard');
    s.map.delete(hashKey(args[1]));
    s.touch();
    return null;
  },
  remove(args, kw) {
    arity('set.remove', args.slice(1), kw, 1, 1);
    const s = setOf(args, 'set.remove');
    if (!s.map.delete(hashKey(args[1]))) throw keyError(args[1]);
    s.touch();
    return null;
  },
  pop(args, kw) {
    arity('set.pop', args.slice(1), kw, 0, 0);
    const s = setOf(args, 'set.pop');
    const first = s.map.entries().next();
    if (first.done) throw pyError(exc.KeyError, 'pop from an empty set');
    s.map.delete(first.value[0]);
    s.touch();
    return first.value[1];
  },
  update(args) {
    const s = setOf(args, 'set.update');
    for (const a of args.slice(1)) addAll(s, a);
    s.touch();
    return null;
  },
  union(args) {
    const out = new PySet();
    for (const [k, v] of setOf(args, 'set.union').map) out.map.set(k, v);
    for (const a of args.slice(1)) addAll(out, a);
    return out;
  },
  intersection(args) {
    const out = new PySet();
    const others = args.slice(1).map((a) => {
      const s = new PySet();
      addAll(s, a);
      return s;
    });
    for (const [k, v] of setOf(args, 'set.intersection').map) if (others.every((o) => o.map.has(k))) out.map.set(k, v);
    return out;
  },
  difference(args) {
    const out = new PySet();
    const others = args.slice(1).map((a) => {
      const s = new PySet();
      addAll(s, a);
      return s;
    });
    for (const [k, v] of setOf(args, 'set.difference').map) if (!others.some((o) => o.map.has(k))) out.map.set(k, v);
    return out;
  },
  issubset(args) {
    const other = new PySet();
    addAll(other, args[1]);
    return [...setOf(args, 'set.issubset').map.keys()].every((k) => other.map.has(k));
  },
  issuperset(args) {
    const s = setOf(args, 'set.issuperset');
    const it = iterate(args[1]);
    for (let r = it.next(); !r.done; r = it.next()) if (!s.map.has(hashKey(r.value))) return false;
    return true;
  },
  copy(args) {
    const out = new PySet();
    for (const [k, v] of setOf(args, 'set.copy').map) out.map.set(k, v);
    return out;
  },
  clear(args) {
    const s = setOf(args, 'set.clear');
    s.map.clear();
    s.touch();
    return null;
  },
});
