# Python 3.11 enums: IntEnum/StrEnum/IntFlag str and repr, _missing_, aliases, properties, tuple values
# with __init__, auto, errors, and a Flag class's repr (<flag 'F'>).
import enum
from enum import Enum, IntEnum, StrEnum, IntFlag, Flag, auto
class Pri(IntEnum):
    LOW = 1
    HIGH = 2
class S(StrEnum):
    A = auto()
    B = 'bee'
class F(IntFlag):
    R = 4
    W = 2
    X = 1
class C(Enum):
    RED = 'r'
    GREEN = 'g'
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str) and value.upper() == 'R':
            return cls.RED
        return None
    @property
    def pretty(self):
        return self.name.title()
class Ord(Enum):
    A = 1
    B = 2
    ALIAS = 1
out = [str(Pri.HIGH), repr(Pri.HIGH), f'{Pri.LOW}', Pri.HIGH + 1, str(S.A), repr(S.B), S.A == 'a', S.B.upper(), str(F.R | F.W), repr(F.R | F.X), F(7), F(0), repr(F(0)), list(F.R | F.W), int(F.R | F.W),
       C('R'), C.RED.pretty, [m.name for m in Ord], Ord.ALIAS is Ord.A, list(Ord.__members__), Ord(1).name, Ord['ALIAS'].name, C.RED.value, hash(C.RED) == hash(C.RED), C.RED == 'r', isinstance(Pri.LOW, int), Pri(2) is Pri.HIGH,
       sorted([Pri.HIGH, Pri.LOW]), max(Pri), Pri.LOW < 2, F.R in F(5), bool(F(0)), str(Flag), type(C.RED).__name__, C.__members__['RED'], len(F), ~F.R]
try:
    C('z')
except ValueError as e:
    out.append(str(e))
try:
    Pri.LOW = 5
except AttributeError as e:
    out.append(str(e))
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def g(self):
        return 6.67e-11 * self.mass / self.radius ** 2
out.append(round(Planet.EARTH.g, 3))
out.append(Planet.EARTH.value)
class Auto(Enum):
    X = auto()
    Y = auto()
out.append([a.value for a in Auto])
out = [repr(x) for x in out]
