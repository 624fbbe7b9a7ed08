# Module names of classes made by the functional APIs (Enum, IntEnum, namedtuple, NamedTuple, TypedDict).
from enum import Enum, IntEnum
from collections import namedtuple
import typing
Color = Enum('Color', 'RED GREEN')
Num = IntEnum('Num', [('ONE', 1), ('TWO', 2)])
P = namedtuple('P', 'x y')
a = (repr(Color.RED), Color.__module__, Num.TWO + 1, P.__module__, repr(P(1, 2)), repr(Color), repr(P))
N = typing.NamedTuple('N', [('a', int)])
T = typing.TypedDict('T', {'a': int})
b = (N.__module__, T.__module__, repr(N), repr(T))
