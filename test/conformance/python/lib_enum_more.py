from enum import Enum, Flag, auto, unique, StrEnum
class Perm(Flag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
r1 = repr(rw)
s1 = str(rw)
has = Perm.R in rw, Perm.X in rw
v = rw.value
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    m = str(e)
class Al(Enum):
    A = 1
    B = 1
alias = Al.B is Al.A, [x.name for x in Al], list(Al.__members__)
class Planet(Enum):
    EARTH = (5.97, 6.37)
    MARS = (0.642, 3.39)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def g(self):
        return round(self.mass / self.radius ** 2, 4)
pg = Planet.MARS.g
pm = Planet.EARTH.mass
class Sh(StrEnum):
    A = auto()
    B = "bee"
sh = [Sh.A, Sh.B, Sh.A == "a", str(Sh.B), f"{Sh.B}"]
class Cm(Enum):
    X = 1
    def describe(self):
        return f"{self.name}={self.value}"
    @classmethod
    def first(cls):
        return next(iter(cls))
d = Cm.X.describe(), Cm.first().name
