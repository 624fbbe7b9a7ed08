/** Simulated `collections`: `namedtuple`, `defaultdict`, `Counter`, `OrderedDict`, `deque`, `ChainMap`, `UserDict`, `UserList`, `UserString`, and its submodule `abc`. */
import { registerModule } from '../../engine/api';
import { chainMapType } from './chain-map';
import { dequeType } from './deque';
import { Counter, defaultdict, OrderedDict } from './dicts';
import { namedtuple } from './namedtuple';
import { userDictType } from './user-dict';
import { userListType } from './user-list';
import { userStringType } from './user-string';

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
  UserString: userStringType,
}));
