/** Simulated `collections`: `namedtuple`, `defaultdict`, `Counter`, `OrderedDict`, `deque`, `ChainMap`, and its submodule `abc`. */
import { builtin, registerModule, unsupported } from '../../engine/api';
import { chainMapType } from './chain-map';
import { dequeType } from './deque';
import { Counter, defaultdict, OrderedDict } from './dicts';
import { namedtuple } from './namedtuple';

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
  UserDict: builtin('UserDict', () => unsupported('collections.UserDict')),
  UserList: builtin('UserList', () => unsupported('collections.UserList')),
}));
