from enum import Flag, IntFlag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
a = repr(rw), str(rw), rw.value, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X), repr(Perm.R & Perm.X), [p.name for p in Perm]
b = repr(~Perm.R), (rw ^ Perm.R) == Perm.W, Perm(3) == rw, repr(Perm(0)), rw.name, Perm.R.name
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
c = Mode.A | Mode.B, int(Mode.A | Mode.C), Mode.A | 8, repr(Mode.A | Mode.B), Mode.B == 2, Mode(6) == Mode.B | Mode.C
