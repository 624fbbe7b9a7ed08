/**
 * `collections.UserList`, method for method as CPython 3.11's `collections/__init__.py` writes
 * it: a `MutableSequence` over the list in `self.data`. Slicing, `+` and `*` build the subclass
 * again (`self.__class__(...)`), comparisons compare the data (a UserList operand by its data),
 * and `copy()` is `self.__class__(self)`.
 */
import {
  binop,
  builtinTypes,
  type CompareOp,
  call,
  compare,
  contains,
  defineMethods,
  delItem,
  getAttr,
  getItem,
  inplaceOp,
  isInstance,
  iterate,
  len,
  PyClass,
  PyIterator,
  PyList,
  PySlice,
  type PyValue,
  repr,
  setAttr,
  setItem,
  typeOf,
} from '../../engine/api';
import { abc } from '../typing/forms';
import { copyUserCollection, data, method } from './user-dict';

export const userListType = new PyClass('UserList', [abc.MutableSequence], {}, 'collections');

const toList = (v: PyValue) => call(builtinTypes.list, [v], null);
/** `__cast`: a UserList operand stands for its data. */
const cast = (other: PyValue) => (isInstance(other, userListType) ? data(other) : other);
const remake = (self: PyValue, items: PyValue) => call(typeOf(self), [items], null);

/** The list `+` or `+=` takes: a UserList's data, a list itself, else `list(other)`. */
function listOf(other: PyValue): PyValue {
  if (isInstance(other, userListType)) return data(other);
  return isInstance(other, builtinTypes.list) ? other : toList(other);
}

function comparison(op: CompareOp) {
  return ([self, other]: PyValue[]) => compare(op, data(self), cast(other ?? null));
}

defineMethods(userListType, {
  __init__: ([self, initlist = null]) => {
    setAttr(self, 'data', new PyList());
    if (initlist === null) return null;
    if (typeOf(initlist) === builtinTypes.list) setItem(data(self), new PySlice(null, null, null), initlist);
    else if (isInstance(initlist, userListType)) setItem(data(self), new PySlice(null, null, null), toList(data(initlist)));
    else setAttr(self, 'data', toList(initlist));
    return null;
  },
  __repr__: ([self]) => repr(data(self)),
  __lt__: comparison('<'),
  __le__: comparison('<='),
  __eq__: comparison('=='),
  __gt__: comparison('>'),
  __ge__: comparison('>='),
  __contains__: ([self, item]) => contains(data(self), item),
  __len__: ([self]) => BigInt(len(data(self))),
  __getitem__: ([self, i]) => (i instanceof PySlice ? remake(self, getItem(data(self), i)) : getItem(data(self), i)),
  __setitem__: ([self, i, item]) => {
    setItem(data(self), i, item);
    return null;
  },
  __delitem__: ([self, i]) => {
    delItem(data(self), i);
    return null;
  },
  __iter__: ([self]) => new PyIterator(iterate(data(self)), 'list_iterator'),
  __add__: ([self, other]) => remake(self, binop('+', data(self), listOf(other))),
  __radd__: ([self, other]) => remake(self, binop('+', listOf(other), data(self))),
  __iadd__: ([self, other]) => {
    setAttr(self, 'data', inplaceOp('+', data(self), listOf(other)));
    return self;
  },
  __mul__: ([self, n]) => remake(self, binop('*', data(self), n)),
  __rmul__: ([self, n]) => remake(self, binop('*', data(self), n)),
  __imul__: ([self, n]) => {
    setAttr(self, 'data', inplaceOp('*', data(self), n));
    return self;
  },
  __copy__: ([self]) => copyUserCollection(self, (d) => getItem(d, new PySlice(null, null, null))),
  append: ([self, item]) => method(data(self), 'append', item),
  insert: ([self, i, item]) => method(data(self), 'insert', i, item),
  pop: ([self, i = -1n]) => method(data(self), 'pop', i),
  remove: ([self, item]) => method(data(self), 'remove', item),
  clear: ([self]) => method(data(self), 'clear'),
  copy: ([self]) => remake(self, self),
  count: ([self, item]) => method(data(self), 'count', item),
  index: ([self, item, ...rest]) => method(data(self), 'index', item, ...rest),
  reverse: ([self]) => method(data(self), 'reverse'),
  sort: ([self, ...args], kw) => call(getAttr(data(self), 'sort'), args, kw),
  extend: ([self, other]) => method(data(self), 'extend', isInstance(other, userListType) ? data(other) : other),
});
// `__eq__` without `__hash__`: unhashable, as the class statement makes it in CPython.
userListType.dict.set('__hash__', null);
