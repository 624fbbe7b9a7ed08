/**
 * Simulated `functools`, as CPython 3.11 defines it: `reduce`, `partial`, `wraps` and
 * `update_wrapper`, `lru_cache` and `cache` (with `cache_info`/`cache_clear`, LRU eviction),
 * `cached_property`, `total_ordering`, `cmp_to_key`, `partialmethod` and `singledispatch`
 * and `singledispatchmethod` (`single-dispatch.ts`).
 */
import {
  argAt,
  builtin,
  call,
  checkKwargs,
  exc,
  getAttrOrUndefined,
  isException,
  iterate,
  type Kwargs,
  objectType,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyInstance,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  setAttr,
  unsupported,
} from '../../engine/api';
import { cacheWrapperType, lruCache } from './lru-cache';
import { cmpToKey, totalOrdering } from './ordering';
import { singleDispatchMethodType, singledispatch } from './single-dispatch';

const reduce = builtin('reduce', (args, kw) => {
  if (kw?.size) throw pyError(exc.TypeError, 'reduce() takes no keyword arguments');
  if (args.length < 2) throw pyError(exc.TypeError, `reduce expected at least 2 arguments, got ${args.length}`);
  if (args.length > 3) throw pyError(exc.TypeError, `reduce expected at most 3 arguments, got ${args.length}`);
  const [fn, seq] = args;
  let it: Iterator<PyValue>;
  try {
    it = iterate(seq);
  } catch (e) {
    if (isException(e) && e.type === exc.TypeError) throw pyError(exc.TypeError, 'reduce() arg 2 must support iteration');
    throw e;
  }
  let acc: PyValue | undefined = args.length === 3 ? args[2] : undefined;
  for (let r = it.next(); !r.done; r = it.next()) acc = acc === undefined ? r.value : call(fn, [acc, r.value], null);
  if (acc === undefined) throw pyError(exc.TypeError, 'reduce() of empty iterable with no initial value');
  return acc;
});

/** `functools.partial`: an object whose `func`, `args` and `keywords` are real attributes. */
const partialType: PyClass = new PyClass(
  'partial',
  [objectType],
  {
    call: (cls, args, kw) => {
      if (args.length === 0) throw pyError(exc.TypeError, 'type partial takes at least one argument');
      let [fn, ...bound] = args;
      let keywords = new Map(kw ?? []);
      if (fn instanceof PyInstance && fn.type === partialType) {
        const inner = fn.attrs;
        bound = [...(inner.get('args') as PyTuple).items, ...bound];
        keywords = new Map([...((inner.get('keywords') as PyDict).map.values() as Iterable<[string, PyValue]>), ...keywords]);
        fn = inner.get('func') as PyValue;
      }
      if (!isCallable(fn)) throw pyError(exc.TypeError, 'the first argument must be callable');
      return partialObject(cls, fn, bound, keywords);
    },
    callSelf: (self, args, kw) => {
      const a = (self as PyInstance).attrs;
      const merged = new Map<string, PyValue>();
      for (const [k, v] of (a.get('keywords') as PyDict).map.values() as Iterable<[string, PyValue]>) merged.set(k, v);
      for (const [k, v] of kw ?? []) merged.set(k, v);
      return call(a.get('func') as PyValue, [...(a.get('args') as PyTuple).items, ...args], merged.size ? merged : null);
    },
    repr: (self) => {
      const a = (self as PyInstance).attrs;
      const parts = [repr(a.get('func') as PyValue), ...(a.get('args') as PyTuple).items.map(repr)];
      for (const [k, v] of (a.get('keywords') as PyDict).map.values() as Iterable<[string, PyValue]>) parts.push(`${k}=${repr(v)}`);
      return `functools.partial(${parts.join(', ')})`;
    },
  },
  'functools',
);

/** A `partial` or `partialmethod` object: its `func`, `args` and `keywords`, as both keep them. */
function partialObject(cls: PyClass, fn: PyValue, bound: PyValue[], keywords: Map<string, PyValue>): PyInstance {
  const self = new PyInstance(cls);
  self.attrs.set('func', fn);
  self.attrs.set('args', new PyTuple(bound));
  const d = new PyDict();
  for (const [k, v] of keywords) d.map.set(k, [k, v]);
  self.attrs.set('keywords', d);
  return self;
}

function isCallable(v: PyValue): boolean {
  return v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyClass || getAttrOrUndefined(v, '__call__') !== undefined;
}

const assigned = ['__module__', '__name__', '__qualname__', '__annotations__', '__doc__'];

/** `update_wrapper(wrapper, wrapped)`: copies the identity attributes, merges `__dict__`, sets `__wrapped__`. */
function updateWrapper(wrapper: PyValue, wrapped: PyValue): PyValue {
  for (const name of assigned) {
    const v = getAttrOrUndefined(wrapped, name);
    if (v !== undefined) setAttr(wrapper, name, v);
  }
  if (wrapped instanceof PyFunction && wrapper instanceof PyFunction) for (const [k, v] of wrapped.dict) wrapper.dict.set(k, v);
  setAttr(wrapper, '__wrapped__', wrapped);
  return wrapper;
}

const wraps = builtin('wraps', (args, kw) => {
  checkKwargs('wraps', kw, ['wrapped', 'assigned', 'updated']);
  if (kw?.has('assigned') || kw?.has('updated')) unsupported("functools.wraps with 'assigned' or 'updated'");
  const wrapped = argAt(args, 0, kw, 'wrapped');
  if (wrapped === undefined) throw pyError(exc.TypeError, "wraps() missing 1 required positional argument: 'wrapped'");
  return builtin('decorating_function', (a) => updateWrapper(a[0], wrapped));
});

/** `cached_property`: computes on first access and stores the value in the instance's `__dict__`. */
const cachedPropertyType = new PyClass(
  'cached_property',
  [objectType],
  {
    call: (cls, args) => {
      const self = new PyInstance(cls);
      self.attrs.set('func', args[0]);
      const doc = getAttrOrUndefined(args[0], '__doc__');
      self.attrs.set('__doc__', doc ?? null);
      const name = getAttrOrUndefined(args[0], '__name__');
      self.attrs.set('attrname', typeof name === 'string' ? name : null);
      return self;
    },
    descrGet: (self, obj) => {
      if (obj === undefined || obj === null) return self;
      const a = (self as PyInstance).attrs;
      const name = a.get('attrname') as string;
      const value = call(a.get('func') as PyValue, [obj], null);
      if (!(obj instanceof PyInstance))
        throw pyError(
          exc.TypeError,
          `No '__dict__' attribute on '${obj === null ? 'NoneType' : (obj as PyInstance).type?.name}' instance to cache '${name}' property.`,
        );
      obj.attrs.set(name, value);
      return value;
    },
  },
  'functools',
);

/**
 * `partialmethod(func, *args, **keywords)`: a descriptor. Through an instance (or a class, for a
 * classmethod) it is `partial(func.__get__(obj, cls), *args, **keywords)`; where `func.__get__`
 * gives back `func` itself (a function read from the class), it is the function
 * `_method(cls_or_self, *a, **kw)` calling `func(cls_or_self, *args, *a, **keywords, **kw)`.
 */
const partialMethodType: PyClass = new PyClass(
  'partialmethod',
  [objectType],
  {
    call: (cls, args, kw) => {
      if (args.length === 0) throw pyError(exc.TypeError, "partialmethod.__init__() missing 1 required positional argument: 'func'");
      let [fn, ...bound] = args;
      let keywords = new Map(kw ?? []);
      if (!isCallable(fn) && getAttrOrUndefined(fn, '__get__') === undefined) throw pyError(exc.TypeError, `${repr(fn)} is not callable or a descriptor`);
      if (fn instanceof PyInstance && fn.type === partialMethodType) {
        bound = [...(fn.attrs.get('args') as PyTuple).items, ...bound];
        keywords = new Map([...((fn.attrs.get('keywords') as PyDict).map.values() as Iterable<[string, PyValue]>), ...keywords]);
        fn = fn.attrs.get('func') as PyValue;
      }
      return partialObject(cls, fn, bound, keywords);
    },
    descrGet: (self, obj, owner) => {
      const a = (self as PyInstance).attrs;
      const fn = a.get('func') as PyValue;
      const args = (a.get('args') as PyTuple).items;
      const keywords = a.get('keywords') as PyDict;
      const get = getAttrOrUndefined(fn, '__get__');
      if (get !== undefined) {
        const got = call(get, [obj ?? null, owner ?? null], null);
        if (got !== fn) {
          const kw = new Map<string, PyValue>();
          for (const [k, v] of keywords.map.values() as Iterable<[string, PyValue]>) kw.set(k, v);
          return call(partialType, [got, ...args], kw.size ? kw : null);
        }
      }
      const method = builtin('_method', ([first, ...rest], kw) => {
        if (first === undefined) throw pyError(exc.TypeError, "_method() missing 1 required positional argument: 'cls_or_self'");
        const merged = new Map<string, PyValue>();
        for (const [k, v] of keywords.map.values() as Iterable<[string, PyValue]>) merged.set(k, v);
        for (const [k, v] of kw ?? []) merged.set(k, v);
        return call(fn, [first, ...args, ...rest], merged.size ? merged : null);
      });
      return obj === undefined || obj === null ? method : new PyBoundMethod(obj, method);
    },
    repr: (self) => {
      const a = (self as PyInstance).attrs;
      const args = (a.get('args') as PyTuple).items.map(repr).join(', ');
      const kws = [...((a.get('keywords') as PyDict).map.values() as Iterable<[string, PyValue]>)].map(([k, v]) => `${k}=${repr(v)}`).join(', ');
      return `functools.partialmethod(${repr(a.get('func') as PyValue)}, ${args}, ${kws})`;
    },
  },
  'functools',
);

registerModule('functools', () => ({
  reduce,
  partial: partialType,
  wraps,
  update_wrapper: builtin('update_wrapper', (args: PyValue[], kw: Kwargs) => {
    checkKwargs('update_wrapper', kw, ['wrapper', 'wrapped']);
    return updateWrapper(argAt(args, 0, kw, 'wrapper') ?? null, argAt(args, 1, kw, 'wrapped') ?? null);
  }),
  WRAPPER_ASSIGNMENTS: new PyTuple(assigned),
  WRAPPER_UPDATES: new PyTuple(['__dict__']),
  lru_cache: lruCache,
  cache: builtin('cache', (args) => call(call(lruCache, [], new Map([['maxsize', null]])), [args[0]], null)),
  _lru_cache_wrapper: cacheWrapperType,
  cached_property: cachedPropertyType,
  total_ordering: totalOrdering,
  cmp_to_key: cmpToKey,
  singledispatch,
  singledispatchmethod: singleDispatchMethodType,
  partialmethod: partialMethodType,
}));
