from enum import IntEnum, Enum, auto
class N(IntEnum):
    A = 1
    B = 2
a = [format(N.A, '03d'), format(N.A, ''), format(N.A, '>5'), f"{N.A:x}", "{:d}".format(N.B), "%d" % N.B, "%s" % N.B, str(N.A), int(N.A), N.A * 3, N.B // 2, repr(N(2))]
class Pl(Enum):
    A = 1
    B = "b"
b = [format(Pl.A), format(Pl.A, '>8'), f"{Pl.B:>5}|"]
class F(float, Enum):
    HALF = 0.5
c = [str(F.HALF), repr(F.HALF), f"{F.HALF}", F.HALF * 2]
class St(str, Enum):
    X = "xv"
d = [f"{St.X:>5}", format(St.X), St.X.upper(), St.X.value, len(St.X)]
class T(Enum):
    A = (1, 2)
    B = (3, 4)
    def __init__(self, x, y):
        self.x = x
        self.y = y
    @property
    def total(self):
        return self.x + self.y
e = [T.A.x, T.B.total, repr(T.A), T((1,2)).name]
class K(Enum):
    A = 1
    def __str__(self):
        return "custom"
f = [str(K.A), f"{K.A}", format(K.A), repr(K.A)]
class G(Enum):
    _ignore_ = ['tmp']
    A = 1
    @staticmethod
    def helper():
        return 5
g = [G.helper(), list(G.__members__), G.A.name]
class M(Enum):
    A = 1
    B = 2
    @classmethod
    def _missing_(cls, value):
        return cls.A
h = [M(99).name, M['B'].value]
i = [N.A == 1, N.A in [1,2], {N.A: 'x'}.get(1), hash(N.A) == hash(1), isinstance(N.A, int), bool(N.A), sorted([N.B, 1, N.A])]
j = [Pl.A.__class__.__name__, type(Pl.A).__name__, Pl.__name__, repr(Pl), str(Pl)]
