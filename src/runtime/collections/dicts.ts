/**
 * The dict subclasses of `collections`: `defaultdict` (a factory for missing keys), `Counter`
 * (counts, `most_common`, multiset arithmetic) and `OrderedDict` (`move_to_end`,
 * `popitem(last=)`), each an instance of the engine's dict with its own class.
 */
import {
  arity,
  binop,
  builtin,
  builtinTypes,
  call,
  callable,
  compare,
  defineGetSets,
  defineMethods,
  descriptorTypes,
  dictDelete,
  dictGet,
  dictSet,
  exc,
  getAttrOrUndefined,
  getItem as getItemOf,
  iterate,
  type Kwargs,
  keyError,
  NotImplemented,
  nativeSlots,
  PyClass,
  PyDict,
  PyIterator,
  PyList,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  sortValues,
  truthy,
  typeName,
  updateDict,
} from '../../engine/api';

const dictType = builtinTypes.dict;

/** A dict whose class is one of these; `factory` is a defaultdict's `default_factory`. */
class CollectionDict extends PyDict {
  factory: PyValue = null;
}

function self(v: PyValue, cls: PyClass, name: string): CollectionDict {
  if (!(v instanceof CollectionDict) || !v.cls.isSubclassOf(cls))
    throw pyError(exc.TypeError, `descriptor '${name}' requires a '${cls.name}' object but received a '${typeName(v)}'`);
  return v;
}

function entries(d: PyDict): [PyValue, PyValue][] {
  return [...d.map.values()].map(([k, v]) => [k, v]);
}

function dictBody(d: PyDict): string {
  return `{${entries(d)
    .map(([k, v]) => `${repr(k)}: ${repr(v)}`)
    .join(', ')}}`;
}

// ---- defaultdict ---------------------------------------------------------------------

export const defaultdict = new PyClass('defaultdict', [dictType], {}, 'collections');
defaultdict.tpName = 'collections.defaultdict';
nativeSlots(defaultdict, {
  new: (cls) => new CollectionDict(cls),
  init: (obj, args, kw) => {
    const d = obj as CollectionDict;
    const factory = args.length ? args[0] : null;
    if (factory !== null && !callable(factory)) throw pyError(exc.TypeError, 'first argument must be callable or None');
    d.factory = factory;
    if (args.length > 2) throw pyError(exc.TypeError, `dict expected at most 1 argument, got ${args.length - 1}`);
    updateDict(d, args[1], kw);
  },
  repr: (s) => {
    const d = s as CollectionDict;
    return `${d.cls.name}(${d.factory === null ? 'None' : repr(d.factory)}, ${dictBody(d)})`;
  },
});

defineMethods(defaultdict, {
  __missing__(args) {
    const d = self(args[0], defaultdict, '__missing__');
    if (d.factory === null) throw keyError(args[1]);
    const v = call(d.factory, [], null);
    dictSet(d, args[1], v);
    d.touch();
    return v;
  },
  copy(args) {
    const d = self(args[0], defaultdict, 'copy');
    const out = new CollectionDict(d.cls);
    out.factory = d.factory;
    updateDict(out, d, null);
    return out;
  },
});
defineGetSets(defaultdict, {
  default_factory: {
    get: (d) => (d as CollectionDict).factory,
    set: (d, v) => {
      (d as CollectionDict).factory = v ?? null;
    },
  },
});

// ---- Counter -------------------------------------------------------------------------

export const Counter = new PyClass('Counter', [dictType], {}, 'collections');

function countOf(d: PyDict, key: PyValue): PyValue {
  return dictGet(d, key) ?? 0n;
}

/** Counts added from a mapping (its values) or an iterable (one per item), as `Counter.update`. */
function addCounts(d: PyDict, src: PyValue | undefined, kw: Kwargs, sign: 1 | -1): void {
  const op = sign === 1 ? '+' : '-';
  if (src !== undefined && src !== null) {
    if (src instanceof PyDict || getAttrOrUndefined(src, 'keys') !== undefined) {
      const m = src instanceof PyDict ? src : null;
      const keys = m ? entries(m).map(([k]) => k) : [...iterable(call(getAttrOrUndefined(src, 'keys') as PyValue, [], null))];
      for (const k of keys) dictSet(d, k, binop(op, countOf(d, k), m ? (dictGet(m, k) as PyValue) : getItemOf(src, k)));
    } else {
      for (const k of iterable(src)) dictSet(d, k, binop(op, countOf(d, k), 1n));
    }
  }
  for (const [k, v] of kw ?? []) dictSet(d, k, binop(op, countOf(d, k), v));
  d.touch();
}

function* iterable(v: PyValue): Generator<PyValue> {
  const it = iterate(v);
  for (let r = it.next(); !r.done; r = it.next()) yield r.value;
}

/** `most_common()`: stable, by count descending. */
function mostCommon(d: PyDict): PyTuple[] {
  const items = entries(d).map(([k, v]) => new PyTuple([k, v]));
  const keyFn = builtin('count', (a) => (a[0] as PyTuple).items[1]);
  return sortValues(items, keyFn, true) as PyTuple[];
}

function newCounter(cls: PyClass = Counter): CollectionDict {
  return new CollectionDict(cls);
}

function positive(v: PyValue): boolean {
  return truthy(compare('>', v, 0n));
}

/** The multiset operators, as collections.Counter defines them. */
function counterOp(op: string, a: PyDict, b: PyDict): PyDict {
  const out = newCounter();
  if (op === '+' || op === '-') {
    for (const [k, v] of entries(a)) {
      const n = binop(op, v, countOf(b, k));
      if (positive(n)) dictSet(out, k, n);
    }
    for (const [k, v] of entries(b)) {
      if (dictGet(a, k) !== undefined) continue;
      if (op === '+' ? positive(v) : truthy(compare('<', v, 0n))) dictSet(out, k, op === '+' ? v : binop('-', 0n, v));
    }
  } else if (op === '|') {
    for (const [k, v] of entries(a)) {
      const o = countOf(b, k);
      const n = truthy(compare('<', v, o)) ? o : v;
      if (positive(n)) dictSet(out, k, n);
    }
    for (const [k, v] of entries(b)) if (dictGet(a, k) === undefined && positive(v)) dictSet(out, k, v);
  } else {
    for (const [k, v] of entries(a)) {
      const o = countOf(b, k);
      const n = truthy(compare('<', v, o)) ? v : o;
      if (positive(n)) dictSet(out, k, n);
    }
  }
  return out;
}

nativeSlots(Counter, {
  new: (cls) => newCounter(cls),
  init: (obj, args, kw) => {
    if (args.length > 1) throw pyError(exc.TypeError, `expected at most 1 argument, got ${args.length}`);
    addCounts(obj as PyDict, args[0], kw, 1);
  },
  repr: (s) => {
    const d = s as PyDict;
    if (d.map.size === 0) return `${d.cls.name}()`;
    return `${d.cls.name}({${mostCommon(d)
      .map((t) => `${repr(t.items[0])}: ${repr(t.items[1])}`)
      .join(', ')}})`;
  },
  binop: (op, s, other, reflected) => {
    if (!['+', '-', '|', '&'].includes(op) || !(other instanceof PyDict) || !other.cls.isSubclassOf(Counter)) return undefined;
    return reflected ? counterOp(op, other, s as PyDict) : counterOp(op, s as PyDict, other);
  },
  unary: (s, op) => {
    if (op !== '+' && op !== '-') return undefined;
    const out = newCounter();
    for (const [k, v] of entries(s as PyDict)) {
      const n = op === '+' ? v : binop('-', 0n, v);
      if (positive(n)) dictSet(out, k, n);
    }
    return out;
  },
  // 3.10's multiset comparisons: a missing element counts as zero; `<`/`>` are `<=`/`>=` and not equal.
  richcompare: (s, o, op) => {
    if (!(o instanceof PyDict) || !o.cls.isSubclassOf(Counter)) return dictType.slots.richcompare?.(s, o, op) ?? NotImplemented;
    const a = s as PyDict;
    const all = (cmp: string) => [...entries(a), ...entries(o)].every(([k]) => truthy(compare(cmp, countOf(a, k), countOf(o, k))));
    switch (op) {
      case '==':
        return all('==');
      case '!=':
        return !all('==');
      case '<=':
      case '>=':
        return all(op);
      case '<':
        return all('<=') && !all('==');
      case '>':
        return all('>=') && !all('==');
    }
    return NotImplemented;
  },
});

defineMethods(Counter, {
  __missing__: () => 0n,
  most_common(args, kw) {
    arity('most_common', args.slice(1), kw, 0, 1);
    const all = mostCommon(self(args[0], Counter, 'most_common'));
    const n = args[1] ?? null;
    return new PyList(n === null ? all : all.slice(0, Math.max(0, Number(n))));
  },
  elements(args) {
    const d = self(args[0], Counter, 'elements');
    const out: PyValue[] = [];
    for (const [k, v] of entries(d)) for (let i = 0n; i < (typeof v === 'bigint' ? v : 0n); i++) out.push(k);
    return new PyIterator(out[Symbol.iterator](), 'chain');
  },
  total: (args) => entries(self(args[0], Counter, 'total')).reduce<PyValue>((acc, [, v]) => binop('+', acc, v), 0n),
  update(args, kw) {
    addCounts(self(args[0], Counter, 'update'), args[1], kw, 1);
    return null;
  },
  subtract(args, kw) {
    addCounts(self(args[0], Counter, 'subtract'), args[1], kw, -1);
    return null;
  },
  copy(args) {
    const d = self(args[0], Counter, 'copy');
    const out = newCounter(d.cls);
    for (const [k, v] of entries(d)) dictSet(out, k, v);
    return out;
  },
});
Counter.dict.set(
  'fromkeys',
  new PyOpaque(
    descriptorTypes.classmethod,
    '<classmethod object>',
    builtin('fromkeys', () => {
      throw pyError(exc.NotImplementedError, 'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.');
    }),
  ),
);

// ---- OrderedDict -----------------------------------------------------------------------

export const OrderedDict = new PyClass('OrderedDict', [dictType], {}, 'collections');
OrderedDict.tpName = 'collections.OrderedDict';

nativeSlots(OrderedDict, {
  new: (cls) => new CollectionDict(cls),
  repr: (s) => {
    const d = s as PyDict;
    if (d.map.size === 0) return `${d.cls.name}()`;
    return `${d.cls.name}([${entries(d)
      .map(([k, v]) => `(${repr(k)}, ${repr(v)})`)
      .join(', ')}])`;
  },
  richcompare: (s, o, op) => {
    if (o instanceof PyDict && o.cls.isSubclassOf(OrderedDict) && (op === '==' || op === '!=')) {
      const a = entries(s as PyDict);
      const b = entries(o);
      const same = a.length === b.length && a.every(([k, v], i) => truthy(compare('==', k, b[i][0])) && truthy(compare('==', v, b[i][1])));
      return op === '==' ? same : !same;
    }
    return dictType.slots.richcompare?.(s, o, op) ?? NotImplemented;
  },
});

defineMethods(OrderedDict, {
  move_to_end(args, kw) {
    const d = self(args[0], OrderedDict, 'move_to_end');
    const key = args[1];
    const last = truthy(args[2] ?? kw?.get('last') ?? true);
    const e = dictDelete(d, key);
    if (!e) throw keyError(key);
    if (last) dictSet(d, e[0], e[1]);
    else {
      const rest = entries(d);
      d.map.clear();
      d.buckets = undefined;
      dictSet(d, e[0], e[1]);
      for (const [k, v] of rest) dictSet(d, k, v);
    }
    d.touch();
    return null;
  },
  popitem(args, kw) {
    const d = self(args[0], OrderedDict, 'popitem');
    const last = truthy(args[1] ?? kw?.get('last') ?? true);
    const all = entries(d);
    if (all.length === 0) throw pyError(exc.KeyError, 'dictionary is empty');
    const [k, v] = last ? all[all.length - 1] : all[0];
    dictDelete(d, k);
    d.touch();
    return new PyTuple([k, v]);
  },
});
