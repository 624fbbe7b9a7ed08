from itertools import groupby, count, chain, islice, tee, zip_longest, accumulate, product
import operator
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
g1 = {k: list(v) for k, v in groupby(sorted(words), key=lambda w: w[0])}
g2 = [(k, len(list(v))) for k, v in groupby(words, key=lambda w: w[0])]
gs = groupby("aabb")
k1, it1 = next(gs)
k2, it2 = next(gs)
consumed = list(it1)
runs = [(k, sum(1 for _ in v)) for k, v in groupby([1, 1, 2, 2, 2, 1])]
c = list(zip(count(), "abc"))
c2 = list(islice(count(0.5, 0.25), 3))
a = list(accumulate([1, 2, 3, 4], operator.mul))
p = ["".join(t) for t in product("01", repeat=3)]
z = list(zip_longest([1], [2, 3], [4, 5, 6]))
r = repr(count(3)), repr(count(1, 2))
