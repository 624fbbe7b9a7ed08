a = {1, 2, 3, 4}
b = {3, 4, 5}
u = sorted(a.union(b, [9]))
i = sorted(a.intersection(b))
d = sorted(a.difference(b))
s = sorted(a.symmetric_difference(b))
a2 = set(a)
a2.update([7, 8])
a2.intersection_update({1, 7, 8})
r1 = sorted(a2)
a3 = set(a)
a3.difference_update(b)
r2 = sorted(a3)
p = a3.pop() in {1, 2}
c = {x % 3 for x in range(10)}
rc = sorted(c)
fs = frozenset({1, 2})
fk = {fs: "frozen"}
fv = fk[frozenset([2, 1])]
lt = {1} < {1, 2}, {1, 2} < {1, 2}
tup_set = {(1, 2), (1, 2), (2, 1)}
ts = sorted(tup_set)
words = ["apple", "banana", "apple", "cherry"]
uniq_ordered = list(dict.fromkeys(words))
dupes = sorted({w for w in words if words.count(w) > 1})
e = set("abc") == {"a", "b", "c"}
r3 = repr(set()), repr(frozenset()), repr({1})
cp = a.copy()
cp.clear()
lens = len(a), len(cp)
