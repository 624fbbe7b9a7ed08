import itertools
c = itertools.count(5)
a = [next(c), next(c), repr(c)]
d = itertools.count(1.5, 0.5)
next(d)
b = repr(d)
e = repr(itertools.count(step=-1)), repr(itertools.count(2, 1)), repr(itertools.count(0, 1.0))
r = itertools.repeat("x", 3)
next(r)
f = [repr(r), list(r), repr(r), repr(itertools.repeat(1)), list(itertools.repeat(1, -2))]
z = list(zip("abc", itertools.count(1)))
m = list(map(pow, range(4), itertools.repeat(2)))
it = iter(itertools.count())
same = it is iter(it)
tn = type(c).__name__, type(r).__name__
try:
    itertools.count("a")
except TypeError as ex:
    msg = str(ex)
