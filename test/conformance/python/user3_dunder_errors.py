errs = []
def add(f):
    try:
        errs.append(("ok", repr(f())))
    except Exception as e:
        errs.append((type(e).__name__, str(e)))
class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __len__(self):
        return -1
class BadLen2:
    def __len__(self):
        return "3"
class BadHash:
    def __hash__(self):
        return "h"
class BadRepr:
    def __repr__(self):
        return 5
class BadStr:
    def __str__(self):
        return None
class BadIter:
    def __iter__(self):
        return 5
class BadIndex:
    def __index__(self):
        return 1.5
class BadInt:
    def __int__(self):
        return "x"
class BadEq:
    def __eq__(self, o):
        raise ValueError("no eq")
add(lambda: bool(BadBool()))
add(lambda: len(BadLen()))
add(lambda: len(BadLen2()))
add(lambda: hash(BadHash()))
add(lambda: repr(BadRepr()))
add(lambda: str(BadStr()))
add(lambda: iter(BadIter()))
add(lambda: [1, 2][BadIndex()])
add(lambda: int(BadInt()))
add(lambda: BadEq() in [1])
add(lambda: [BadEq()].count(1))
add(lambda: 1 in [BadEq()])
add(lambda: [x for x in BadIter()])
add(lambda: bool(BadLen()))
class NoEq:
    pass
a, b = NoEq(), NoEq()
add(lambda: (a == b, a != b, a == a, a is a, a in [b], a in [a]))
class E1:
    def __eq__(self, o):
        return NotImplemented
add(lambda: (E1() == E1(), E1() != E1(), E1() == 1))
class LtOnly:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
add(lambda: (LtOnly(1) < LtOnly(2), LtOnly(2) > LtOnly(1)))
add(lambda: LtOnly(1) <= LtOnly(2))
add(lambda: sorted([LtOnly(3), LtOnly(1)])[0].v)
add(lambda: max(LtOnly(3), LtOnly(5)).v)
