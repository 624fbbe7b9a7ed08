import operator as op
from operator import itemgetter, attrgetter, methodcaller
rows = [("b", 2), ("a", 3), ("c", 1)]
a = sorted(rows, key=itemgetter(1))
b = itemgetter(0, 1)(("x", "y", "z"))
class P:
    def __init__(self, n, s):
        self.name = n
        self.sub = s
class S:
    def __init__(self, v):
        self.v = v
ps = [P("z", S(1)), P("y", S(2))]
c = [p.name for p in sorted(ps, key=attrgetter("name"))]
d = attrgetter("sub.v")(ps[0])
e = attrgetter("name", "sub.v")(ps[1])
f = methodcaller("split", ",")("a,b")
g = [op.add(1, 2), op.mul(3, 4), op.neg(5), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.pow(2, 5)]
h = [op.eq(1, 1), op.lt(1, 2), op.not_(0), op.truth([]), op.contains([1], 1), op.getitem([5, 6], 1), op.is_(None, None)]
i = op.concat([1], [2])
r = repr(itemgetter(1))
L = [1, 2, 3]
op.setitem(L, 0, 9)
op.delitem(L, 1)
j = L
k = op.index(5), op.abs(-3), op.and_(6, 3), op.or_(6, 3), op.xor(6, 3), op.invert(5)
