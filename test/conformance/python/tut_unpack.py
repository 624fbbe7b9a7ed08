a, b = 1, 2
a, b = b, a
first, *middle, last = range(6)
*init, tail = "abc"
head, *_ = [1]
(x, y), z = (1, 2), 3
[p, q] = "pq"
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    pass
merged = [*range(3), *"ab", *{"k": 1}]
tpl = (*[1, 2], 3)
st = {*"aab", 5}
st_sorted = sorted(st, key=str)
dct = {**{"a": 1}, "b": 2, **dict(c=3)}
def f(*args, **kw):
    return args, kw
call = f(*[1, 2], *(3,), **{"x": 1}, y=2)
n = [[1, 2], [3, 4]]
flat = [v for row in n for v in row]
(m1, m2), *others = [(1, 2), (3, 4), (5, 6)]
s1 = s2 = []
s1.append(1)
same = s1 is s2
a1 = b1 = c1 = 0
lst = [0, 0, 0]
i = 0
i, lst[i] = 1, 9
