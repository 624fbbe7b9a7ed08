a = {1, 2, 3, 4}
b = {3, 4, 5}
ops = [sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b, {3} < b, a >= {1}, a > a, a.isdisjoint({9}), a.issubset(range(10)), a.issuperset([1, 2])]
u = sorted(a.union([7], (8,))), sorted(a.intersection(b, {4})), sorted(a.difference(b, [1])), sorted(a.symmetric_difference([1, 10]))
c = set(a); c.add(10); c.discard(99); c.discard(1); c.remove(2); c.update([20, 21], {22}); c.intersection_update(range(15)); c.difference_update({3}); c.symmetric_difference_update({4, 5})
cs = sorted(c)
f = frozenset([1, 2]); ff = f | {3}; fty = type(ff).__name__, type({3} | f).__name__
fd = {f: "frozen"}
e = set(), repr(set()), repr(frozenset()), repr({1}), repr(frozenset({1}))
s = set("hello"); sl = sorted(s); n = len(s)
sc = {x % 3 for x in range(10)}
eq = {1, 2} == frozenset({1, 2}), {1} == [1]
p = c.pop() in range(100)
a2 = a.copy(); a2.clear()
small = sorted({-1, -2, 5, 0})
