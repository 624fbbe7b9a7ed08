/**
 * `collections.abc.Set` and `MutableSet`'s mixins, as CPython's `_collections_abc.py` defines
 * them: the comparisons, `&`, `|`, `-`, `^` (built through the class's `_from_iterable`, fed
 * lazily as CPython's generator expressions are), `isdisjoint`, and MutableSet's `remove`,
 * `pop`, `clear` and in-place operators over the subclass's `add` and `discard`.
 */
import {
  binop,
  call,
  contains,
  defineMethods,
  descriptorTypes,
  exc,
  getAttr,
  instanceCheck,
  iterate,
  len,
  NotImplemented,
  newException,
  type PyIterator,
  type PyValue,
  pyError,
} from '../../engine/api';
import { abstract, drain, each, generator, invoke, raising } from './abc-mixins';
import { abc } from './forms';

/** `self._from_iterable(it)`: the class called on an iterable, as Set's operators build their results. */
function fromIterable(self: PyValue, it: PyValue): PyValue {
  return call(getAttr(self, '_from_iterable'), [it], null);
}

// Set and MutableSet.
const isSet = (v: PyValue) => instanceCheck(v, abc.Set);
const isIterable = (v: PyValue) => instanceCheck(v, abc.Iterable);

/** Set.__le__: sizes first (self's, then other's), then each element of self in other. */
function le(self: PyValue, other: PyValue): boolean {
  if (len(self) > len(other)) return false;
  for (const v of each(self)) if (!contains(other, v)) return false;
  return true;
}

/** Set.__ge__. */
function ge(self: PyValue, other: PyValue): boolean {
  if (len(self) < len(other)) return false;
  for (const v of each(other)) if (!contains(self, v)) return false;
  return true;
}

/**
 * `(v for v in source if keep(v))`, the generator expressions the operators pass to
 * `_from_iterable`: the source's iterator is taken at once, the rest runs as the class consumes it.
 */
function filtered(source: PyValue, keep: (v: PyValue) => boolean): PyIterator {
  const it = iterate(source);
  return generator(
    (function* () {
      for (let r = it.next(); !r.done; r = it.next()) if (keep(r.value)) yield r.value;
    })(),
  );
}

/** Set's operators take any iterable on the other side, made a set of self's class first. */
function asSet(self: PyValue, other: PyValue): PyValue | undefined {
  if (isSet(other)) return other;
  return isIterable(other) ? fromIterable(self, other) : undefined;
}

defineMethods(abc.Set, {
  _from_iterable: ([cls, it]) => call(cls, [it], null),
  __le__: ([self, other]) => (isSet(other) ? le(self, other) : NotImplemented),
  __lt__: ([self, other]) => (isSet(other) ? len(self) < len(other) && invoke(self, '__le__', other) : NotImplemented),
  __gt__: ([self, other]) => (isSet(other) ? len(self) > len(other) && invoke(self, '__ge__', other) : NotImplemented),
  __ge__: ([self, other]) => (isSet(other) ? ge(self, other) : NotImplemented),
  __eq__: ([self, other]) => (isSet(other) ? len(self) === len(other) && invoke(self, '__le__', other) : NotImplemented),
  __and__: ([self, other]) =>
    isIterable(other)
      ? fromIterable(
          self,
          filtered(other, (v) => contains(self, v)),
        )
      : NotImplemented,
  __or__: ([self, other]) =>
    isIterable(other)
      ? fromIterable(
          self,
          generator(
            (function* () {
              for (const s of [self, other]) yield* each(s);
            })(),
          ),
        )
      : NotImplemented,
  __sub__: ([self, other]) => {
    const o = asSet(self, other);
    if (o === undefined) return NotImplemented;
    return fromIterable(
      self,
      filtered(self, (v) => !contains(o, v)),
    );
  },
  __rsub__: ([self, other]) => {
    const o = asSet(self, other);
    if (o === undefined) return NotImplemented;
    return fromIterable(
      self,
      filtered(o, (v) => !contains(self, v)),
    );
  },
  __xor__: ([self, other]) => {
    const o = asSet(self, other);
    if (o === undefined) return NotImplemented;
    return binop('|', binop('-', self, o), binop('-', o, self));
  },
  isdisjoint: ([self, other]) => {
    for (const v of each(other)) if (contains(self, v)) return false;
    return true;
  },
});
abc.Set.dict.set('__hash__', null);
// `_from_iterable` is a classmethod in CPython: called on the class, it gets the class.
abc.Set.dict.set('_from_iterable', call(descriptorTypes.classmethod, [abc.Set.dict.get('_from_iterable') ?? null], null));
for (const [name, same] of [
  ['__rand__', '__and__'],
  ['__ror__', '__or__'],
  ['__rxor__', '__xor__'],
] as const)
  abc.Set.dict.set(name, abc.Set.dict.get(same) ?? null);

abstract(abc.MutableSet, { add: raising(exc.NotImplementedError), discard: raising(exc.NotImplementedError) });
defineMethods(abc.MutableSet, {
  remove: ([self, value]) => {
    if (!contains(self, value)) throw newException(exc.KeyError, [value]);
    invoke(self, 'discard', value);
    return null;
  },
  pop: ([self]) => {
    const it = iterate(self).next();
    if (it.done) throw pyError(exc.KeyError);
    invoke(self, 'discard', it.value);
    return it.value;
  },
  clear: ([self]) => drain(self, 'pop', exc.KeyError),
  __ior__: ([self, it]) => {
    for (const v of each(it)) invoke(self, 'add', v);
    return self;
  },
  __iand__: ([self, it]) => {
    for (const v of each(call(getAttr(self, '__sub__'), [it], null))) invoke(self, 'discard', v);
    return self;
  },
  __ixor__: ([self, it]) => {
    if (it === self) invoke(self, 'clear');
    else {
      const other = isSet(it) ? it : fromIterable(self, it);
      for (const v of each(other)) invoke(self, contains(self, v) ? 'discard' : 'add', v);
    }
    return self;
  },
  __isub__: ([self, it]) => {
    if (it === self) invoke(self, 'clear');
    else for (const v of each(it)) invoke(self, 'discard', v);
    return self;
  },
});
