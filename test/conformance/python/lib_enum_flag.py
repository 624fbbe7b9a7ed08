from enum import Flag, IntFlag, auto, Enum
class Perm(Flag):
    R = 4
    W = 2
    X = 1
class P2(Flag):
    A = auto()
    B = auto()
    C = auto()
    AB = A | B
rw = Perm.R | Perm.W
out = [repr(rw), str(rw), rw.name, rw.value, repr(Perm.X | Perm.R), repr(Perm(0)), str(Perm(0)), Perm(0).name, bool(Perm(0)), repr(~Perm.R), repr(~rw), repr(~Perm(0)), repr(Perm(7)), list(rw), list(Perm), len(Perm), len(rw), repr(P2.AB), list(P2), [m.name for m in P2], list(P2.__members__), repr(P2.A | P2.B), P2.A | P2.B is P2.AB, repr(P2(7)), repr(~P2.A), repr(P2.C ^ P2.A), hash(rw) == hash(Perm.R | Perm.W), rw is (Perm.R | Perm.W), Perm.R in rw, rw in Perm.R, repr(rw & Perm.R), repr(rw & Perm.X), str(~Perm.X), format(rw), f"{rw:>12}|"]
try:
    Perm(8)
except ValueError as e:
    out.append(str(e).splitlines()[0])
try:
    Perm.R | 1
except TypeError as e:
    out.append(str(e))
try:
    1 in rw
except TypeError as e:
    out.append(str(e))
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
m = [repr(Mode.A | Mode.B), str(Mode.A | Mode.B), Mode.A | 8, repr(Mode.A | 8), int(Mode.A | Mode.C), Mode.B == 2, repr(Mode(6)), repr(Mode(0)), repr(~Mode.A), repr(Mode.A + 1), type(Mode.A | 1).__name__, type(Mode.A + 1).__name__, repr(Mode(9)), format(Mode.A, "03d"), f"{Mode.A|Mode.B}", list(Mode.A|Mode.B), repr(1 | Mode.A), Mode.A & 3, repr(Mode.A ^ 3), str(Mode(0)), isinstance(Mode.A, int), repr(Mode(-1)) if False else None]
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
c = [repr(Color.WHITE), repr(~Color.RED), repr(Color(0)), list(Color.WHITE), repr(Color.RED | Color.GREEN), str(Color.WHITE), len(Color), Color.WHITE.name, [x.name for x in Color]]
class Z(Flag):
    NONE = 0
    A = 1
    B = 2
z = [repr(Z(0)), repr(Z.NONE), Z(0) is Z.NONE, list(Z), repr(~Z.A), repr(Z.A & Z.B), str(Z.NONE)]
