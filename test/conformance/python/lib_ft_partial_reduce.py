from functools import partial, reduce
import operator
def power(base, exp, mod=None):
    return pow(base, exp, mod)
sq = partial(power, exp=2)
a = [sq(3), sq(4, mod=5)]
p2 = partial(power, 2)
b = p2(10)
pf = p2.func is power, p2.args, sq.keywords
r = repr(partial(int, base=2))
c = partial(int, base=2)("101")
s = reduce(operator.add, [1, 2, 3, 4])
s2 = reduce(lambda acc, x: acc * x, range(1, 6), 1)
s3 = reduce(operator.add, [], 0)
try:
    reduce(operator.add, [])
except TypeError as e:
    m = str(e)
mx = reduce(max, [3, 9, 2])
nested = partial(partial(power, 2), 3)
n = nested()
