import operator
from functools import reduce
prod = reduce(operator.mul, range(1, 6))
pairs = [("b", 2), ("a", 3), ("c", 1)]
by1 = sorted(pairs, key=operator.itemgetter(1))
by0 = sorted(pairs, key=operator.itemgetter(0))
class P:
    def __init__(self, n, a):
        self.name = n
        self.age = a
people = [P("x", 30), P("y", 20)]
young = [p.name for p in sorted(people, key=operator.attrgetter("age"))]
ops = [operator.add(1, 2), operator.sub(5, 3), operator.truediv(7, 2), operator.floordiv(7, 2), operator.mod(7, 2), operator.neg(4)]
upper = list(map(operator.methodcaller("upper"), ["a", "b"]))
ig = operator.itemgetter(0, 2)("abc")
cmp = [operator.lt(1, 2), operator.eq("a", "a"), operator.contains([1, 2], 2)]
from itertools import accumulate
acc = list(accumulate([1, 2, 3], operator.mul))
