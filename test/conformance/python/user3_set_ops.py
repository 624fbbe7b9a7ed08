a = {1, 2, 3}
b = {3, 4}
c = sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= {1, 2, 3, 4}, a < a, a >= {1}
a.add(5); a.discard(10); a.remove(1)
d = sorted(a), a.issubset(range(10)), a.issuperset([2]), a.isdisjoint(b)
e = sorted(a.union([7], (8,))), sorted(a.intersection(range(4))), sorted(a.difference({2})), sorted(a.symmetric_difference([2, 9]))
a.update([10, 11]); a.intersection_update(range(11)); a.difference_update({2}); a.symmetric_difference_update({3, 100})
f = sorted(a)
try:
    set().pop()
except KeyError as ex:
    g = str(ex)
try:
    {1}.remove(2)
except KeyError as ex:
    h = str(ex), repr(ex)
fs = frozenset([1, 2])
i = repr(fs), repr(frozenset()), repr(set()), {fs: 1}[frozenset({2, 1})], fs | {3}, type(fs | {3}).__name__
j = len({1, 1.0, True}), {0, False, 0.0}, set("hello") == set("ohell")
k = sorted({x % 3 for x in range(10)}), repr({1, 2, 3})
try:
    {[1]}
except TypeError as ex:
    l = str(ex)
m = set([1, 2]) == frozenset([1, 2]), {1} in [{1}]
n = sorted(set("mississippi")), sorted(set("abc") - set("b"))
