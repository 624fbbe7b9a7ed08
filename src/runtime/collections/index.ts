/** Simulated `collections`: `namedtuple`, `defaultdict`, `Counter`, `OrderedDict`, `deque`, `ChainMap`, `UserDict`, `UserList`, and its submodule `abc`. */
import { objectType, PyClass, registerModule, unsupported } from '../../engine/api';
import { chainMapType } from './chain-map';
import { dequeType } from './deque';
import { Counter, defaultdict, OrderedDict } from './dicts';
import { namedtuple } from './namedtuple';
import { userDictType } from './user-dict';
import { userListType } from './user-list';

/** A class of `collections` not simulated: using it, or deriving a class from it, is refused by name. */
function refusedClass(name: string): PyClass {
  const refuse = (): never => unsupported(`collections.${name}`);
  return new PyClass(name, [objectType], { call: refuse, initSubclass: refuse }, 'collections');
}

registerModule('collections', (registry) => ({
  // CPython's `collections` has `abc` once anything imported `collections.abc`, which pydantic
  // and torch do on import, and so does every run of the reference runner.
  abc: registry.load('collections.abc'),
  namedtuple,
  defaultdict,
  Counter,
  OrderedDict,
  deque: dequeType,
  ChainMap: chainMapType,
  UserDict: userDictType,
  UserList: userListType,
  UserString: refusedClass('UserString'),
}));
