/**
 * `collections.ChainMap`, as CPython's pure-Python one: a list of mappings (`maps`) searched in
 * order; writes and deletions go to the first; iteration in the order CPython builds it (the last
 * mapping's keys first, each later-seen key kept at its first place); `new_child`, `parents`, repr.
 */
import {
  argAt,
  call,
  defineGetSets,
  defineMethods,
  dictGet,
  dictSet,
  exc,
  getAttr,
  getItem,
  isException,
  type Kwargs,
  keyError,
  NativeObject,
  nativeSlots,
  objectType,
  PyClass,
  PyDict,
  PyList,
  type PyValue,
  pyError,
  repr,
  setItem,
  toArray,
  truthy,
} from '../../engine/api';

export const chainMapType = new PyClass('ChainMap', [objectType], {}, 'collections');

class ChainMap extends NativeObject {
  maps: PyList = new PyList([]);
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

function self(v: PyValue): ChainMap {
  if (!(v instanceof ChainMap)) throw pyError(exc.TypeError, "descriptor requires a 'ChainMap' object");
  return v;
}

function isKeyError(e: unknown): boolean {
  return isException(e) && e.type.isSubclassOf(exc.KeyError);
}

/** The value of `key` in the first mapping that has it, or undefined. */
function find(c: ChainMap, key: PyValue): PyValue | undefined {
  for (const m of c.maps.items) {
    if (m instanceof PyDict) {
      const v = dictGet(m, key);
      if (v !== undefined) return v;
      continue;
    }
    try {
      return getItem(m, key);
    } catch (e) {
      if (!isKeyError(e)) throw e;
    }
  }
  return undefined;
}

/** CPython's `__iter__`: `d = {}; for m in reversed(maps): d.update(dict.fromkeys(m))`. */
function merged(c: ChainMap): PyDict {
  const d = new PyDict();
  for (const m of [...c.maps.items].reverse()) for (const k of toArray(m)) dictSet(d, k, null);
  return d;
}

function first(c: ChainMap): PyValue {
  return c.maps.items[0];
}

function make(cls: PyClass, maps: PyValue[]): ChainMap {
  const c = new ChainMap(cls);
  c.maps = new PyList(maps.length ? maps : [new PyDict()]);
  return c;
}

nativeSlots(chainMapType, {
  new: (cls) => make(cls, []),
  hash: null,
  init: (obj, args) => {
    (obj as ChainMap).maps = new PyList(args.length ? [...args] : [new PyDict()]);
  },
  getitem: (obj, key) => {
    const v = find(self(obj), key);
    if (v === undefined) throw keyError(key);
    return v;
  },
  setitem: (obj, key, value) => setItem(first(self(obj)), key, value),
  delitem: (obj, key) => {
    try {
      call(getAttr(first(self(obj)), '__delitem__'), [key], null);
    } catch (e) {
      if (isKeyError(e)) throw pyError(exc.KeyError, `Key not found in the first mapping: ${repr(key)}`);
      throw e;
    }
  },
  contains: (obj, key) => find(self(obj), key) !== undefined,
  len: (obj) => merged(self(obj)).map.size,
  iter: (obj) => toArray(merged(self(obj))),
  bool: (obj) => self(obj).maps.items.some((m) => truthy(m)),
  repr: (obj) => `${self(obj).type.name}(${self(obj).maps.items.map(repr).join(', ')})`,
});

defineMethods(chainMapType, {
  get(args: PyValue[]) {
    const v = find(self(args[0]), args[1] ?? null);
    return v === undefined ? (args[2] ?? null) : v;
  },
  new_child(args: PyValue[], kw: Kwargs) {
    const c = self(args[0]);
    let m = argAt(args, 1, kw, 'm') ?? null;
    if (m === null) m = new PyDict();
    for (const [k, v] of kw ?? []) if (k !== 'm') setItem(m, k, v);
    return make(c.type, [m, ...c.maps.items]);
  },
  keys: (args: PyValue[]) => call(getAttr(chainDict(args[0]), 'keys'), [], null),
  items: (args: PyValue[]) => call(getAttr(chainDict(args[0]), 'items'), [], null),
  values: (args: PyValue[]) => call(getAttr(chainDict(args[0]), 'values'), [], null),
  copy(args: PyValue[]) {
    const c = self(args[0]);
    return make(c.type, [call(getAttr(first(c), 'copy'), [], null), ...c.maps.items.slice(1)]);
  },
  pop(args: PyValue[]) {
    const c = self(args[0]);
    try {
      return call(getAttr(first(c), 'pop'), args.slice(1), null);
    } catch (e) {
      if (isKeyError(e)) throw pyError(exc.KeyError, `Key not found in the first mapping: ${repr(args[1] ?? null)}`);
      throw e;
    }
  },
  popitem(args: PyValue[]) {
    try {
      return call(getAttr(first(self(args[0])), 'popitem'), [], null);
    } catch (e) {
      if (isKeyError(e)) throw pyError(exc.KeyError, 'No keys found in the first mapping.');
      throw e;
    }
  },
  clear(args: PyValue[]) {
    call(getAttr(first(self(args[0])), 'clear'), [], null);
    return null;
  },
  setdefault(args: PyValue[]) {
    const c = self(args[0]);
    const have = find(c, args[1] ?? null);
    if (have !== undefined) return have;
    setItem(first(c), args[1] ?? null, args[2] ?? null);
    return args[2] ?? null;
  },
});

/** A dict of the chain's keys in iteration order with their values (what the views show). */
function chainDict(v: PyValue): PyDict {
  const c = self(v);
  const d = merged(c);
  for (const [, pair] of d.map) pair[1] = find(c, pair[0]) ?? null;
  return d;
}

defineGetSets(chainMapType, {
  maps: {
    get: (obj) => self(obj).maps,
    set: (obj, v) => {
      self(obj).maps = v instanceof PyList ? v : new PyList(toArray(v ?? null));
    },
  },
  parents: { get: (obj) => make(self(obj).type, self(obj).maps.items.slice(1)) },
});
