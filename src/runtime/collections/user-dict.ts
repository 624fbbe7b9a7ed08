/**
 * `collections.UserDict`, method for method as CPython 3.11's `collections/__init__.py` writes
 * it: a `MutableMapping` over the dict in `self.data`. Its constructor and `update` store through
 * `self[key] = value`, so a subclass's `__setitem__` sees every item; `__getitem__` asks the
 * class's `__missing__`; `|` builds the subclass again; `copy()` of a subclass goes through
 * `__copy__` (same instance dict, the data copied).
 */
import {
  binop,
  builtin,
  builtinTypes,
  call,
  contains,
  defineMethods,
  delItem,
  descriptorTypes,
  exc,
  getAttr,
  getItem,
  inplaceOp,
  isInstance,
  iterate,
  len,
  NotImplemented,
  newException,
  PyClass,
  PyDict,
  PyInstance,
  PyIterator,
  type PyValue,
  repr,
  setAttr,
  setItem,
  typeOf,
} from '../../engine/api';
import { abc } from '../typing/forms';

export const userDictType = new PyClass('UserDict', [abc.MutableMapping], {}, 'collections');

/** A user collection's `data` attribute (UserDict's and UserList's methods work on it). */
export const data = (self: PyValue) => getAttr(self, 'data');
/** `obj.name(*args)`. */
export const method = (obj: PyValue, name: string, ...args: PyValue[]) => call(getAttr(obj, name), args, null);

/** The other operand's dict for `|`: a UserDict's data, a dict itself, else undefined (NotImplemented). */
function dictOf(other: PyValue): PyValue | undefined {
  if (isInstance(other, userDictType)) return data(other);
  return isInstance(other, builtinTypes.dict) ? other : undefined;
}

/** `__copy__`: a new instance of the same class with the same instance dict, its data copied. */
export function copyUserCollection(self: PyValue, copyData: (d: PyValue) => PyValue): PyValue {
  const inst = new PyInstance(typeOf(self));
  if (self instanceof PyInstance) for (const [k, v] of self.attrs) inst.attrs.set(k, v);
  inst.attrs.set('data', copyData((self as PyInstance).attrs.get('data') ?? data(self)));
  return inst;
}

defineMethods(userDictType, {
  __init__: ([self, initial = null, ...extra], kw) => {
    if (extra.length) throw newException(exc.TypeError, [`UserDict.__init__() takes from 1 to 2 positional arguments but ${extra.length + 2} were given`]);
    setAttr(self, 'data', new PyDict());
    if (initial !== null) method(self, 'update', initial);
    if (kw?.size) call(getAttr(self, 'update'), [], kw);
    return null;
  },
  __len__: ([self]) => BigInt(len(data(self))),
  __getitem__: ([self, key]) => {
    const d = data(self);
    if (contains(d, key)) return getItem(d, key);
    const cls = typeOf(self);
    if (cls.lookup('__missing__') !== undefined) return call(getAttr(cls, '__missing__'), [self, key], null);
    throw newException(exc.KeyError, [key]);
  },
  __setitem__: ([self, key, item]) => {
    setItem(data(self), key, item);
    return null;
  },
  __delitem__: ([self, key]) => {
    delItem(data(self), key);
    return null;
  },
  __iter__: ([self]) => new PyIterator(iterate(data(self)), 'dict_keyiterator'),
  __contains__: ([self, key]) => contains(data(self), key),
  __repr__: ([self]) => repr(data(self)),
  __or__: ([self, other]) => {
    const o = dictOf(other);
    return o === undefined ? NotImplemented : call(typeOf(self), [binop('|', data(self), o)], null);
  },
  __ror__: ([self, other]) => {
    const o = dictOf(other);
    return o === undefined ? NotImplemented : call(typeOf(self), [binop('|', o, data(self))], null);
  },
  __ior__: ([self, other]) => {
    setAttr(self, 'data', inplaceOp('|', data(self), dictOf(other) ?? other));
    return self;
  },
  __copy__: ([self]) => copyUserCollection(self, (d) => method(d, 'copy')),
  copy: ([self]) => {
    if (typeOf(self) === userDictType) return call(userDictType, [method(data(self), 'copy')], null);
    const saved = data(self);
    let c: PyValue;
    try {
      setAttr(self, 'data', new PyDict());
      c = method(self, '__copy__');
    } finally {
      setAttr(self, 'data', saved);
    }
    method(c, 'update', self);
    return c;
  },
});
userDictType.dict.set(
  'fromkeys',
  call(
    descriptorTypes.classmethod,
    [
      builtin('fromkeys', ([cls, iterable, value = null]) => {
        const d = call(cls, [], null);
        const it = iterate(iterable);
        for (let r = it.next(); !r.done; r = it.next()) setItem(d, r.value, value);
        return d;
      }),
    ],
    null,
  ),
);
