from enum import Flag, IntFlag, auto, IntEnum, Enum
class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC
a = [repr(Perm.RW), repr(Perm.ALL), Perm.RW.value, Perm.ALL.value, list(Perm), len(Perm), list(Perm.__members__), repr(Perm.READ | Perm.WRITE), repr(Perm.ALL & ~Perm.WRITE), Perm.READ in Perm.RW]
def check(p: Perm) -> str:
    parts = []
    if Perm.READ in p: parts.append("r")
    if p & Perm.WRITE: parts.append("w")
    if Perm.EXEC & p: parts.append("x")
    return "".join(parts) or "-"
b = [check(Perm.RW), check(Perm(0)), check(Perm.ALL), check(Perm.EXEC)]
acc = Perm(0)
for p in [Perm.READ, Perm.EXEC]:
    acc |= p
c = [repr(acc), str(acc), acc.name, [m.name for m in acc], bool(acc), bool(Perm(0))]
class Lvl(IntFlag):
    LOW = auto()
    MID = auto()
    HIGH = auto()
d = [Lvl.LOW | Lvl.HIGH, repr(Lvl.LOW | Lvl.HIGH), Lvl.MID + 1, Lvl.HIGH > Lvl.LOW, sorted([Lvl.HIGH, Lvl.LOW]), Lvl.MID * 2, str(Lvl.MID), f"{Lvl.MID:>4}", Lvl(3), repr(Lvl(3)), hash(Lvl.LOW) == hash(1), {Lvl.LOW: "x"}[1], Lvl.LOW in [1], -Lvl.MID, 5 & Lvl.HIGH]
class Cx(IntEnum):
    A = 1
    def __str__(self):
        return "custom-" + self.name
e = [str(Cx.A), f"{Cx.A}", repr(Cx.A)]
class Fx(Flag):
    A = 1
    B = 2
    def __str__(self):
        return "FX"
e += [str(Fx.A), str(Fx.A | Fx.B), f"{Fx.A}"]
try:
    Perm.READ | 1
except TypeError as ex:
    e.append(str(ex))
try:
    Perm(16)
except ValueError as ex:
    e.append(str(ex))
try:
    Perm.READ < Perm.WRITE
except TypeError as ex:
    e.append(str(ex))
class Big(Flag):
    A = 1
    C = 8
try:
    Big(6)
except ValueError as ex:
    e.append(str(ex))
e.append(repr(~Big.A))
