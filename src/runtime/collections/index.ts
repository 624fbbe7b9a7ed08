/** Simulated `collections`: `namedtuple`, `defaultdict`, `Counter`, `OrderedDict`, `deque`. */
import { builtin, registerModule, unsupported } from '../../engine/api';
import { dequeType } from './deque';
import { Counter, defaultdict, OrderedDict } from './dicts';
import { namedtuple } from './namedtuple';

registerModule('collections', () => ({
  namedtuple,
  defaultdict,
  Counter,
  OrderedDict,
  deque: dequeType,
  ChainMap: builtin('ChainMap', () => unsupported('collections.ChainMap')),
  UserDict: builtin('UserDict', () => unsupported('collections.UserDict')),
  UserList: builtin('UserList', () => unsupported('collections.UserList')),
}));
