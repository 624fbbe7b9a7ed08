/** `dict` as a type (slots and methods) and its live views `dict_keys`, `dict_values`, `dict_items`. */
import { eq } from '../compare';
import { exc, pyError } from '../exceptions';
import { dictDelete, dictGet, dictHas, dictMerge, dictSet, setAdd, setHas } from '../hashing';
import { dictDelItem, dictItem, getItem, keyError } from '../items';
import { call, descriptorTypes, getAttrOrUndefined, iterate, type Kwargs, toArray, typeName } from '../objects';
import { repr, reprContainer } from '../repr';
import { builtinTypes, NativeObject, NotImplemented, PyBuiltin, PyClass, PyDict, PyIterator, PyObj, PyOpaque, PySet, PyTuple, type PyValue } from '../values';
import { arity, defineGetSets, defineMethods, nativeSlots } from './args';

const t = builtinTypes;

function self(args: PyValue[], name: string): PyDict {
  const s = args[0];
  if (args.length === 0) throw pyError(exc.TypeError, `unbound method dict.${name}() needs an argument`);
  if (!(s instanceof PyDict)) throw pyError(exc.TypeError, `descriptor '${name}' for 'dict' objects doesn't apply to a '${typeName(s)}' object`);
  return s;
}

/** Adds key/value pairs from a mapping (anything with `keys()`) or an iterable of pairs, as `dict.update` does. */
export function updateDict(d: PyDict, src: PyValue | undefined, kwargs: Kwargs): void {
  if (src instanceof PyDict && iteratesAsDict(src)) dictMerge(d, src);
  else if (src !== undefined && src !== null) {
    const keys = src instanceof PyObj ? getAttrOrUndefined(src, 'keys') : undefined;
    if (keys !== undefined && !(src instanceof PyDict && src.type === undefined)) {
      const it = iterate(call(keys, [], null));
      for (let r = it.next(); !r.done; r = it.next()) dictSet(d, r.value, getItem(src, r.value));
    } else {
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
        dictSet(d, pair[0], pair[1]);
      }
    }
  }
  if (kwargs) for (const [k, v] of kwargs) dictSet(d, k, v);
  d.touch();
}

/**
 * Whether a dict is merged from its entries (CPython's `dict_merge` fast path): a dict, or a
 * subclass that keeps dict's `__iter__`, whose own `__getitem__` or `keys` is then not called
 * (`dict(d)` of a subclass overriding `__getitem__` has the stored values).
 */
export function iteratesAsDict(src: PyDict): boolean {
  const cls = src.type;
  return !cls || (cls.slot('iterObject') === undefined && cls.slot('iter') === t.dict.slot('iter'));
}

/**
 * The items of a mapping that is not a dict, as `PyDict_Merge` reads them (`{**m}`, `f(**m)`):
 * `m.keys()`, then `m[key]` for each; undefined when it has no `keys` (not a mapping).
 */
export function mappingItems(src: PyValue): [PyValue, PyValue][] | undefined {
  const keys = src instanceof PyObj ? getAttrOrUndefined(src, 'keys') : undefined;
  if (keys === undefined) return undefined;
  const out: [PyValue, PyValue][] = [];
  const it = iterate(call(keys, [], null));
  for (let r = it.next(); !r.done; r = it.next()) out.push([r.value, getItem(src, r.value)]);
  return out;
}

/** Iterates a dict's entries, raising as CPython does when it changes size meanwhile. */
function* entries(d: PyDict): Generator<[PyValue, PyValue]> {
  const size = d.map.size;
  for (const e of d.map.values()) {
    if (d.map.size !== size) throw pyError(exc.RuntimeError, 'dictionary changed size during iteration');
    yield e;
  }
  if (d.map.size !== size) throw pyError(exc.RuntimeError, 'dictionary changed size during iteration');
}

function dictRepr(s: PyObj): string {
  const d = s as PyDict;
  if (d.map.size === 0) return '{}';
  return reprContainer(d, '{', '}', () => [...d.map.values()].map(([k, v]) => `${repr(k)}: ${repr(v)}`).join(', '));
}

function dictEqual(a: PyDict, b: PyDict): boolean {
  if (a.map.size !== b.map.size) return false;
  for (const [k, v] of [...a.map.values()]) {
    const other = dictGet(b, k);
    if (other === undefined || !(other === v || eq(v, other))) return false;
  }
  return true;
}

nativeSlots(t.dict, {
  new: (cls) => new PyDict(cls === t.dict ? undefined : cls),
  init: (obj, args, kwargs) => {
    arity('dict', args, null, 0, 1);
    updateDict(obj as PyDict, args[0], kwargs);
  },
  repr: dictRepr,
  richcompare: (s, o, op) => {
    if (!(o instanceof PyDict) || (op !== '==' && op !== '!=')) return NotImplemented;
    const same = dictEqual(s as PyDict, o);
    return op === '==' ? same : !same;
  },
  hash: null,
  len: (s) => (s as PyDict).map.size,
  iter: (s) => ({ [Symbol.iterator]: () => keysOf(s as PyDict) }),
  contains: (s, k) => dictHas(s as PyDict, k),
  getitem: (s, k) => dictItem(s as PyDict, k),
  setitem: (s, k, v) => dictSet(s as PyDict, k, v),
  delitem: (s, k) => dictDelItem(s as PyDict, k),
  binop: (op, s, other, reflected) => {
    const d = s as PyDict;
    if (op === '|' && other instanceof PyDict) {
      const out = new PyDict();
      if (reflected) {
        dictMerge(out, other);
        dictMerge(out, d);
      } else {
        dictMerge(out, d);
        dictMerge(out, other);
      }
      return out;
    }
    if (op === '|=') {
      updateDict(d, other, null);
      return d;
    }
    return undefined;
  },
});

function* keysOf(d: PyDict): Generator<PyValue> {
  for (const [k] of entries(d)) yield k;
}

defineMethods(t.dict, {
  get(args, kw) {
    arity('get', args.slice(1), kw, 1, 2);
    const v = dictGet(self(args, 'get'), args[1]);
    return v !== undefined ? v : args.length > 2 ? args[2] : null;
  },
  setdefault(args, kw) {
    arity('setdefault', args.slice(1), kw, 1, 2);
    const d = self(args, 'setdefault');
    const v = dictGet(d, args[1]);
    if (v !== undefined) return v;
    const dflt = args.length > 2 ? args[2] : null;
    dictSet(d, args[1], dflt);
    d.touch();
    return dflt;
  },
  pop(args, kw) {
    arity('pop', args.slice(1), kw, 1, 2);
    const d = self(args, 'pop');
    const e = dictDelete(d, args[1]);
    if (!e) {
      if (args.length > 2) return args[2];
      throw keyError(args[1]);
    }
    d.touch();
    return e[1];
  },
  popitem(args, kw) {
    arity('dict.popitem', args.slice(1), kw, 0, 0);
    const d = self(args, 'popitem');
    const last = [...d.map.keys()].pop();
    if (last === undefined) throw pyError(exc.KeyError, 'popitem(): dictionary is empty');
    const e = d.map.get(last) as [PyValue, PyValue];
    d.map.delete(last);
    d.touch();
    return new PyTuple([e[0], e[1]]);
  },
  keys: (args, kw) => {
    arity('dict.keys', args.slice(1), kw, 0, 0);
    return new DictView(self(args, 'keys'), 'keys');
  },
  values: (args, kw) => {
    arity('dict.values', args.slice(1), kw, 0, 0);
    return new DictView(self(args, 'values'), 'values');
  },
  items: (args, kw) => {
    arity('dict.items', args.slice(1), kw, 0, 0);
    return new DictView(self(args, 'items'), 'items');
  },
  update(args, kw) {
    arity('update', args.slice(1), null, 0, 1);
    updateDict(self(args, 'update'), args[1], kw);
    return null;
  },
  copy(args, kw) {
    arity('dict.copy', args.slice(1), kw, 0, 0);
    const d = new PyDict();
    dictMerge(d, self(args, 'copy'));
    return d;
  },
  clear(args, kw) {
    arity('dict.clear', args.slice(1), kw, 0, 0);
    const d = self(args, 'clear');
    d.map.clear();
    d.buckets = undefined;
    d.touch();
    return null;
  },
  __reversed__(args) {
    const d = self(args, '__reversed__');
    return new PyIterator(
      [...d.map.values()]
        .map((e) => e[0])
        .reverse()
        [Symbol.iterator](),
      'dict_reversekeyiterator',
    );
  },
});

/** `dict.fromkeys(iterable, value=None)`: a classmethod. */
t.dict.dict.set(
  'fromkeys',
  new PyOpaque(
    descriptorTypes.classmethod,
    '<classmethod object>',
    new PyBuiltin(
      'fromkeys',
      (args, kw) => {
        arity('fromkeys', args.slice(1), kw, 1, 2);
        const cls = args[0] as PyClass;
        const d = cls === t.dict ? new PyDict() : (call(cls, [], null) as PyDict);
        const it = iterate(args[1]);
        for (let r = it.next(); !r.done; r = it.next()) dictSet(d, r.value, args.length > 2 ? args[2] : null);
        return d;
      },
      'dict.fromkeys',
    ),
  ),
);

// ---- views -----------------------------------------------------------------------------

type ViewKind = 'keys' | 'values' | 'items';

/** `dict_keys`, `dict_values`, `dict_items`: live views of a dict. */
export class DictView extends NativeObject {
  constructor(
    readonly dict: PyDict,
    readonly what: ViewKind,
  ) {
    super();
  }
  get cls(): PyClass {
    return viewTypes[this.what];
  }
  *items(): Generator<PyValue> {
    for (const [k, v] of entries(this.dict)) yield this.what === 'keys' ? k : this.what === 'values' ? v : new PyTuple([k, v]);
  }
}

/** A set of a view's items (or of any iterable), for the set operations keys and items views have. */
function asSet(v: PyValue): PySet {
  const s = new PySet();
  const it = v instanceof DictView ? v.items() : iterate(v);
  for (let r = it.next(); !r.done; r = it.next()) setAdd(s, r.value);
  return s;
}

function viewContains(view: DictView, x: PyValue): boolean {
  if (view.what === 'keys') return dictHas(view.dict, x);
  if (view.what === 'items') {
    if (!(x instanceof PyTuple) || x.items.length !== 2) return false;
    const v = dictGet(view.dict, x.items[0]);
    return v !== undefined && (v === x.items[1] || eq(v, x.items[1]));
  }
  for (const v of view.items()) if (v === x || eq(v, x)) return true;
  return false;
}

const setOps = builtinTypes.set.slots;

function viewType(what: ViewKind): PyClass {
  const setLike = what !== 'values';
  const cls = new PyClass(`dict_${what}`, [builtinTypes.object], {
    iter: (s) => ({ [Symbol.iterator]: () => (s as DictView).items() }),
    len: (s) => (s as DictView).dict.map.size,
    contains: (s, x) => viewContains(s as DictView, x),
    repr: (s) => reprContainer(s, `dict_${what}([`, '])', () => [...(s as DictView).items()].map(repr).join(', ')),
    hash: setLike ? null : undefined,
    ...(setLike
      ? {
          richcompare: (s, o, op) =>
            o instanceof DictView || o instanceof PySet ? (setOps.richcompare?.(asSet(s), asSet(o), op) ?? NotImplemented) : NotImplemented,
          binop: (op, s, o, reflected) => {
            if (!['&', '|', '-', '^'].includes(op)) return undefined;
            let other: PySet;
            try {
              other = asSet(o);
            } catch {
              return undefined;
            }
            const mine = asSet(s);
            return setOps.binop?.(op, reflected ? other : mine, reflected ? mine : other, false);
          },
        }
      : {}),
  });
  defineGetSets(cls, { mapping: { get: (v) => (v as DictView).dict } });
  if (setLike) {
    defineMethods(cls, {
      isdisjoint(args) {
        const mine = asSet(args[0]);
        const it = iterate(args[1]);
        for (let r = it.next(); !r.done; r = it.next()) if (setHas(mine, r.value)) return false;
        return true;
      },
    });
  }
  defineMethods(cls, {
    __reversed__: (args) => new PyIterator([...(args[0] as DictView).items()].reverse()[Symbol.iterator](), `dict_reverse${what.slice(0, -1)}iterator`),
  });
  return cls;
}

const viewTypes = { keys: viewType('keys'), values: viewType('values'), items: viewType('items') };
