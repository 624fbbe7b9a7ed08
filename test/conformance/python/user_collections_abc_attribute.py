import collections
ok = isinstance([1], collections.abc.Iterable)
ok2 = isinstance({}, collections.abc.Mapping) and not isinstance([], collections.abc.Mapping)
import collections.abc
same = collections.abc.Sized is collections.abc.Sized
from collections import abc
ok3 = issubclass(dict, abc.MutableMapping)
