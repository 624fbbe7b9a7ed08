/**
 * `functools.lru_cache`: a wrapper object that remembers results by argument tuple, counts hits
 * and misses as CPython's C wrapper does (a miss is counted before the call, the result stored
 * after it, so recursive calls see their own misses first) and evicts the least recently used
 * entry beyond `maxsize`. Bound as a method when found on a class.
 */
import {
  argAt,
  builtin,
  call,
  dictDelete,
  dictGet,
  dictSet,
  exc,
  getAttrOrUndefined,
  index,
  objectType,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyInstance,
  PyTuple,
  type PyValue,
  pyError,
  setAttr,
} from '../../engine/api';
import { namedtuple } from '../collections/namedtuple';

interface CacheState {
  fn: PyValue;
  maxsize: number | null;
  typed: boolean;
  cache: PyDict;
  hits: bigint;
  misses: bigint;
}

const states = new WeakMap<PyInstance, CacheState>();

/** Separates positional from keyword arguments in a key, as CPython's `kwd_mark`. */
const kwdMark = new PyInstance(new PyClass('object', [objectType], {}, 'functools'));

function stateOf(self: PyValue): CacheState {
  const s = self instanceof PyInstance ? states.get(self) : undefined;
  if (!s) throw pyError(exc.TypeError, "descriptor requires a 'functools._lru_cache_wrapper' object");
  return s;
}

function keyOf(args: PyValue[], kw: Map<string, PyValue> | null, typed: boolean): PyValue {
  const parts: PyValue[] = [...args];
  if (kw?.size) {
    parts.push(kwdMark);
    for (const [k, v] of kw) parts.push(k, v);
  }
  if (typed)
    for (const v of [...args, ...(kw?.values() ?? [])])
      parts.push(v === null ? 'NoneType' : typeof v === 'object' ? (getAttrOrUndefined(v, '__class__') ?? null) : typeof v);
  return new PyTuple(parts);
}

function cached(s: CacheState, args: PyValue[], kw: Map<string, PyValue> | null): PyValue {
  if (s.maxsize === 0) {
    s.misses++;
    return call(s.fn, args, kw);
  }
  const key = keyOf(args, kw, s.typed);
  const have = dictGet(s.cache, key);
  if (have !== undefined) {
    s.hits++;
    if (s.maxsize !== null) {
      dictDelete(s.cache, key);
      dictSet(s.cache, key, have);
    }
    return have;
  }
  s.misses++;
  const result = call(s.fn, args, kw);
  if (dictGet(s.cache, key) === undefined) {
    dictSet(s.cache, key, result);
    if (s.maxsize !== null && s.cache.map.size > s.maxsize) {
      const oldest = s.cache.map.values().next().value as [PyValue, PyValue];
      dictDelete(s.cache, oldest[0]);
    }
  }
  return result;
}

/** `CacheInfo(hits, misses, maxsize, currsize)`, the named tuple `cache_info()` returns. */
const cacheInfoType = call(namedtuple, ['CacheInfo', new PyTuple(['hits', 'misses', 'maxsize', 'currsize'])], new Map([['module', 'functools']])) as PyClass;

function cacheInfo(s: CacheState): PyValue {
  return call(cacheInfoType, [s.hits, s.misses, s.maxsize === null ? null : BigInt(s.maxsize), BigInt(s.cache.map.size)], null);
}

export const cacheWrapperType: PyClass = new PyClass(
  '_lru_cache_wrapper',
  [objectType],
  {
    callSelf: (self, args, kw) => cached(stateOf(self), args, kw),
    descrGet: (self, obj) => {
      if (obj === undefined || obj === null) return self;
      const fn = (self as PyInstance).attrs.get('__name__');
      return new PyBuiltin(typeof fn === 'string' ? fn : 'wrapper', (args, kw) => cached(stateOf(self), [obj, ...args], kw));
    },
  },
  'functools',
);
cacheWrapperType.dict.set(
  'cache_info',
  builtin('cache_info', (args) => cacheInfo(stateOf(args[0]))),
);
cacheWrapperType.dict.set(
  'cache_clear',
  builtin('cache_clear', (args) => {
    const s = stateOf(args[0]);
    s.cache = new PyDict();
    s.hits = 0n;
    s.misses = 0n;
    return null;
  }),
);
cacheWrapperType.dict.set(
  'cache_parameters',
  builtin('cache_parameters', (args) => {
    const s = stateOf(args[0]);
    const d = new PyDict();
    d.map.set('maxsize', ['maxsize', s.maxsize === null ? null : BigInt(s.maxsize)]);
    d.map.set('typed', ['typed', s.typed]);
    return d;
  }),
);

function wrap(fn: PyValue, maxsize: number | null, typed: boolean): PyInstance {
  const self = new PyInstance(cacheWrapperType);
  states.set(self, { fn, maxsize, typed, cache: new PyDict(), hits: 0n, misses: 0n });
  for (const name of ['__module__', '__name__', '__qualname__', '__annotations__', '__doc__']) {
    const v = getAttrOrUndefined(fn, name);
    if (v !== undefined) self.attrs.set(name, v);
  }
  if (fn instanceof PyFunction) for (const [k, v] of fn.dict) self.attrs.set(k, v);
  setAttr(self, '__wrapped__', fn);
  return self;
}

/** `lru_cache(maxsize=128, typed=False)`, or `@lru_cache` applied to the function directly. */
export const lruCache = builtin('lru_cache', (args, kw) => {
  const given = argAt(args, 0, kw, 'maxsize');
  let maxsizeArg: PyValue = given === undefined ? 128n : given;
  const typed = args.length > 1 ? args[1] === true : kw?.get('typed') === true;
  if (
    maxsizeArg instanceof PyFunction ||
    maxsizeArg instanceof PyBuiltin ||
    (maxsizeArg instanceof PyInstance && getAttrOrUndefined(maxsizeArg, '__call__') !== undefined)
  )
    return wrap(maxsizeArg, 128, typed);
  if (typeof maxsizeArg === 'boolean') maxsizeArg = maxsizeArg ? 1n : 0n;
  if (maxsizeArg !== null && typeof maxsizeArg !== 'bigint') throw pyError(exc.TypeError, 'Expected first argument to be an integer, a callable, or None');
  const maxsize = maxsizeArg === null ? null : Math.max(0, Number(index(maxsizeArg)));
  return builtin('decorating_function', (a) => wrap(a[0], maxsize, typed));
});
