# typing and typing_extensions each have their own TypedDict and NamedTuple on Python 3.11 (typing_extensions
# 4.16): distinct objects and metaclasses; a TypedDict class is a dict subclass (its MRO skips TypedDict)
# that refuses isinstance, a NamedTuple class a plain namedtuple.
import typing, typing_extensions
from typing import TypedDict, NamedTuple
a1 = typing_extensions.TypedDict is typing.TypedDict
a2 = typing_extensions.NamedTuple is typing.NamedTuple
class TD(typing_extensions.TypedDict):
    x: int
class TD2(typing.TypedDict, total=False):
    y: str
class NT(typing_extensions.NamedTuple):
    a: int
    b: str = 'q'
class NT2(typing.NamedTuple):
    a: int
b1 = repr(typing_extensions.TypedDict)
c1 = typing_extensions.is_typeddict(TD2)
c2 = typing.is_typeddict(TD)
c3 = typing_extensions.is_typeddict(TD)
c4 = typing.is_typeddict(TD2)
d1 = isinstance(NT(1), tuple)
d2 = repr(NT(1))
d3 = NT._fields
d4 = NT2(3)._asdict()
e1 = TD(x=1)
e2 = type(e1).__name__
e3 = sorted(TD.__required_keys__)
e4 = sorted(TD2.__optional_keys__)
e5 = repr(TD.__annotations__)
e6 = TD.__total__
f1 = type(TD).__name__
f2 = type(TD2).__name__
f4 = type(typing_extensions.TypedDict).__name__
g1 = NT.__bases__ == (tuple,)
g2 = repr(NT.__mro__)
g3 = TD.__mro__ == (TD, dict, object)
g4 = repr(TD.__mro__)
try:
    isinstance({}, TD)
except TypeError as e:
    h1 = str(e)
try:
    isinstance({}, TD2)
except TypeError as e:
    h2 = str(e)
T3 = typing_extensions.TypedDict('T3', {'a': int})
T4 = typing.TypedDict('T4', {'a': int})
i1 = repr(T3)
i2 = repr(T4)
N3 = typing_extensions.NamedTuple('N3', [('a', int)])
i3 = repr(N3(1))
i4 = typing.get_type_hints(TD)
i5 = typing_extensions.get_type_hints(NT)
