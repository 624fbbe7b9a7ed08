/**
 * The abstract and mixin methods of `collections.abc`, as CPython's `_collections_abc.py`
 * defines them: a class deriving from `Mapping` that defines `__getitem__`, `__iter__` and
 * `__len__` gets `get`, `in`, `keys()`, `items()`, `values()` and `==`; `MutableMapping` adds
 * `pop`, `popitem`, `clear`, `update`, `setdefault`; `Sequence` gives iteration, `in`,
 * `reversed`, `index` and `count`; `MutableSequence` `append`, `extend`, `pop`, `remove`,
 * `reverse`, `clear` and `+=`; `Set` the comparisons and operators; `MutableSet` `remove`,
 * `pop`, `clear` and the in-place operators. The classes are ABCs: instantiating one that leaves
 * an abstract method undefined is CPython's TypeError (the `abc` module's check). Each mixin
 * calls the object's own dunders and methods, so whatever the subclass defines is what runs.
 * Set's and MutableSet's are in `abc-set-mixins.ts`.
 */
import {
  builtin,
  builtinTypes,
  call,
  contains,
  defineMethods,
  delItem,
  descriptorTypes,
  eq,
  exc,
  getAttr,
  getItem,
  instanceCheck,
  isException,
  isInstance,
  iterate,
  type Kwargs,
  len,
  NotImplemented,
  type PyClass,
  type PyInstance,
  PyIterator,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  richCompare,
  setAttr,
  setItem,
  toArray,
  typeOf,
} from '../../engine/api';
import { abcMeta, markAbstract } from '../abc';
import { abc } from './forms';

type Method = (args: PyValue[], kwargs: Kwargs) => PyValue;

/** Whether `e` is a Python exception of class `cls` (what an `except cls:` would catch). */
export function caught(e: unknown, cls: PyClass): e is PyInstance {
  return isException(e) && isInstance(e, cls);
}

/** Abstract methods, with the bodies CPython gives them (what `super()` reaches). */
export function abstract(cls: PyClass, methods: Record<string, Method>): void {
  defineMethods(cls, methods);
  for (const name of Object.keys(methods)) markAbstract(cls.dict.get(name) ?? null);
}

export const raising = (cls: PyClass) => (): never => {
  throw pyError(cls);
};

function* nothing(): Generator<PyValue> {}

/** A Python iterable as a JS iterable, iterated lazily (as the mixins' `for` loops are). */
export const each = (v: PyValue): Iterable<PyValue> => ({ [Symbol.iterator]: () => iterate(v) });

/** An iterator the mixins write as generators in CPython. */
export const generator = (it: Iterator<PyValue>) => new PyIterator(it, 'generator');

/** A method call on the object, as the mixins' `self.pop()` is. */
export const invoke = (self: PyValue, name: string, ...args: PyValue[]) => call(getAttr(self, name), args, null);

/** The mutable ABCs' `clear`: `self.<method>()` until it raises `error` (`while True: self.pop()` / `except KeyError: pass`). */
export function drain(self: PyValue, method: string, error: PyClass): null {
  try {
    for (;;) invoke(self, method);
  } catch (e) {
    if (!caught(e, error)) throw e;
  }
  return null;
}

for (const cls of Object.values(abc)) cls.meta = abcMeta;

abstract(abc.Hashable, { __hash__: () => 0n });
abstract(abc.Iterable, { __iter__: () => generator(nothing()) });
abstract(abc.Iterator, { __next__: raising(exc.StopIteration) });
defineMethods(abc.Iterator, { __iter__: ([self]) => self });
abstract(abc.Reversible, { __reversed__: () => generator(nothing()) });
abstract(abc.Sized, { __len__: () => 0n });
abstract(abc.Container, { __contains__: () => false });
abstract(abc.Callable, { __call__: () => false });
abstract(abc.AsyncIterable, { __aiter__: raising(exc.NotImplementedError) });
abstract(abc.AsyncIterator, { __anext__: raising(exc.StopAsyncIteration) });
defineMethods(abc.AsyncIterator, { __aiter__: ([self]) => self });

// Mapping and its views.
abstract(abc.Mapping, { __getitem__: raising(exc.KeyError) });
defineMethods(abc.Mapping, {
  get: ([self, key, dflt = null]) => {
    try {
      return getItem(self, key);
    } catch (e) {
      if (caught(e, exc.KeyError)) return dflt;
      throw e;
    }
  },
  __contains__: ([self, key]) => {
    try {
      getItem(self, key);
      return true;
    } catch (e) {
      if (caught(e, exc.KeyError)) return false;
      throw e;
    }
  },
  keys: ([self]) => call(abc.KeysView, [self], null),
  items: ([self]) => call(abc.ItemsView, [self], null),
  values: ([self]) => call(abc.ValuesView, [self], null),
  __eq__: ([self, other]) => {
    if (!instanceCheck(other, abc.Mapping)) return NotImplemented;
    const asDict = (m: PyValue) => call(builtinTypes.dict, [invoke(m, 'items')], null);
    return richCompare(asDict(self), asDict(other), '==');
  },
});
abc.Mapping.dict.set('__reversed__', null);
// Both define `__eq__` without `__hash__`: their instances are unhashable, as in CPython.
abc.Mapping.dict.set('__hash__', null);

defineMethods(abc.MappingView, {
  __init__: ([self, mapping]) => {
    setAttr(self, '_mapping', mapping);
    return null;
  },
  __len__: ([self]) => BigInt(len(getAttr(self, '_mapping'))),
  __repr__: ([self]) => `${typeOf(self).name}(${repr(getAttr(self, '_mapping'))})`,
});
// The views' `_from_iterable` builds a plain set (a classmethod, as Set's).
for (const view of [abc.KeysView, abc.ItemsView])
  view.dict.set('_from_iterable', call(descriptorTypes.classmethod, [builtin('_from_iterable', ([, it]) => call(builtinTypes.set, [it ?? null], null))], null));
defineMethods(abc.KeysView, {
  __contains__: ([self, key]) => contains(getAttr(self, '_mapping'), key),
  // A generator (`yield from self._mapping`): the mapping's iterator is asked for on the first next().
  __iter__: ([self]) =>
    generator(
      (function* () {
        yield* each(getAttr(self, '_mapping'));
      })(),
    ),
});
defineMethods(abc.ItemsView, {
  __contains__: ([self, item]) => {
    const [key, value] = toArray(item);
    try {
      return eq(getItem(getAttr(self, '_mapping'), key ?? null), value ?? null);
    } catch (e) {
      if (caught(e, exc.KeyError)) return false;
      throw e;
    }
  },
  __iter__: ([self]) => {
    const m = getAttr(self, '_mapping');
    return generator(
      (function* () {
        for (const key of each(m)) yield new PyTuple([key, getItem(m, key)]);
      })(),
    );
  },
});
defineMethods(abc.ValuesView, {
  __contains__: ([self, value]) => {
    const m = getAttr(self, '_mapping');
    for (const key of each(m)) if (eq(getItem(m, key), value)) return true;
    return false;
  },
  __iter__: ([self]) => {
    const m = getAttr(self, '_mapping');
    return generator(
      (function* () {
        for (const key of each(m)) yield getItem(m, key);
      })(),
    );
  },
});

/** MutableMapping.pop's "no default given". */
const noDefault: PyValue[] = [];

abstract(abc.MutableMapping, { __setitem__: raising(exc.KeyError), __delitem__: raising(exc.KeyError) });
defineMethods(abc.MutableMapping, {
  pop: ([self, key, ...rest]) => {
    const dflt = rest.length ? rest[0] : noDefault;
    let value: PyValue;
    try {
      value = getItem(self, key);
    } catch (e) {
      if (caught(e, exc.KeyError) && dflt !== noDefault) return dflt as PyValue;
      throw e;
    }
    delItem(self, key);
    return value;
  },
  popitem: ([self]) => {
    const it = iterate(self).next();
    if (it.done) throw pyError(exc.KeyError);
    const value = getItem(self, it.value);
    delItem(self, it.value);
    return new PyTuple([it.value, value]);
  },
  clear: ([self]) => drain(self, 'popitem', exc.KeyError),
  update: ([self, other = new PyTuple([])], kwargs) => {
    if (instanceCheck(other, abc.Mapping)) for (const key of each(other)) setItem(self, key, getItem(other, key));
    else if (hasKeys(other)) for (const key of each(invoke(other, 'keys'))) setItem(self, key, getItem(other, key));
    else
      for (const pair of each(other)) {
        const [key, value] = toArray(pair);
        setItem(self, key ?? null, value ?? null);
      }
    if (kwargs) for (const [key, value] of kwargs) setItem(self, key, value);
    return null;
  },
  setdefault: ([self, key, dflt = null]) => {
    try {
      return getItem(self, key);
    } catch (e) {
      if (!caught(e, exc.KeyError)) throw e;
    }
    setItem(self, key, dflt);
    return dflt;
  },
});

function hasKeys(v: PyValue): boolean {
  try {
    getAttr(v, 'keys');
    return true;
  } catch (e) {
    if (caught(e, exc.AttributeError)) return false;
    throw e;
  }
}

// Sequence.
abstract(abc.Sequence, { __getitem__: raising(exc.IndexError), __len__: () => 0n });
/** `self[i]` for i = 0, 1, ... until IndexError (Sequence.__iter__). */
function* indexed(self: PyValue): Generator<PyValue> {
  for (let i = 0n; ; i++) {
    let v: PyValue;
    try {
      v = getItem(self, i);
    } catch (e) {
      if (caught(e, exc.IndexError)) return;
      throw e;
    }
    yield v;
  }
}
defineMethods(abc.Sequence, {
  __iter__: ([self]) => generator(indexed(self)),
  __contains__: ([self, value]) => {
    for (const v of each(self)) if (eq(v, value)) return true;
    return false;
  },
  __reversed__: ([self]) =>
    generator(
      (function* () {
        for (let i = BigInt(len(self)) - 1n; i >= 0n; i--) yield getItem(self, i);
      })(),
    ),
  index: ([self, value, start = 0n, stop = null]) => {
    let i = toIndex(start);
    let end = stop === null ? null : toIndex(stop);
    if (i < 0n) i = bigMax(BigInt(len(self)) + i, 0n);
    if (end !== null && end < 0n) end += BigInt(len(self));
    for (; end === null || i < end; i++) {
      let v: PyValue;
      try {
        v = getItem(self, i);
      } catch (e) {
        if (caught(e, exc.IndexError)) break;
        throw e;
      }
      if (eq(v, value)) return i;
    }
    throw pyError(exc.ValueError);
  },
  count: ([self, value]) => {
    let n = 0n;
    for (const v of each(self)) if (eq(v, value)) n++;
    return n;
  },
});

function toIndex(v: PyValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  throw pyError(exc.TypeError, `'<' not supported between instances of '${typeOf(v).name}' and 'int'`);
}

const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);

abstract(abc.MutableSequence, { __setitem__: raising(exc.IndexError), __delitem__: raising(exc.IndexError), insert: raising(exc.IndexError) });
defineMethods(abc.MutableSequence, {
  append: ([self, value]) => {
    invoke(self, 'insert', BigInt(len(self)), value);
    return null;
  },
  clear: ([self]) => drain(self, 'pop', exc.IndexError),
  reverse: ([self]) => {
    const n = BigInt(len(self));
    for (let i = 0n; i < n / 2n; i++) {
      const a = getItem(self, i);
      const b = getItem(self, n - i - 1n);
      setItem(self, i, b);
      setItem(self, n - i - 1n, a);
    }
    return null;
  },
  extend: ([self, values]) => {
    const items = values === self ? toArray(values) : each(values);
    for (const v of items) invoke(self, 'append', v);
    return null;
  },
  pop: ([self, index = -1n]) => {
    const v = getItem(self, index);
    delItem(self, index);
    return v;
  },
  remove: ([self, value]) => {
    delItem(self, invoke(self, 'index', value));
    return null;
  },
  __iadd__: ([self, values]) => {
    invoke(self, 'extend', values);
    return self;
  },
});
