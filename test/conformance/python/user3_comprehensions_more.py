a = [x ** 2 for x in range(10) if x % 2 == 0 if x > 2]
b = {x: x ** 2 for x in range(5)}
c = {c.lower() for c in "Hello World" if c.isalpha()}
d = [[i * j for j in range(1, 4)] for i in range(1, 4)]
e = [list(r) for r in zip(*d)]
f = [x if x > 0 else -x for x in [-1, 2, -3]]
g = sum(x for x in range(10)), list(x for x in "abc")
h = {k: v for k, v in zip("abc", range(3)) if v != 1}
i = [(x, y) for x in range(3) for y in range(x)]
j = [w for line in ["a b", "c"] for w in line.split()]
x = 100
k = [x for x in range(3)], x
l = {n: [m for m in range(n)] for n in range(3)}
m = sorted({len(w) for w in ["a", "bb", "cc", "ddd"]})
n = dict(sorted({"b": 2, "a": 1}.items()))
o = [i for i in range(20) if all(i % p for p in range(2, i))][2:]
p = [*map(str.upper, "ab")]
q = {v: k for k, v in {"a": 1, "b": 2}.items()}
r = [[0] * 3 for _ in range(2)]
r[0][0] = 1
s = [[0] * 3] * 2
s[0][0] = 1
t = [y for y in (lambda: [1, 2])()]
class K:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
u = K.doubled
v = list(filter(lambda s: s.startswith("a"), ["apple", "bob", "avocado"]))
w = [c for c in "hello" if c not in "aeiou"]
matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [[row[i] for row in matrix] for i in range(3)]
