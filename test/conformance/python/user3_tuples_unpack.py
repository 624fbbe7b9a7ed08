a, b, *rest = range(5)
*init, last = "hello"
(x, y), z = (1, 2), 3
first, *_, final = [1]
p = q = 5
m, n = n, m = 1, 2
t = 1,
u = ()
v = (1, 2) + (3,), (1, 2) * 2, (1, 2) < (1, 2, 3), (1, "a") == (1, "a")
w = tuple([1, 2]), tuple("ab"), tuple({1: 2}), tuple(range(3))
c = (1, 2, 3).index(2), (1, 1, 2).count(1), len((1,))
try:
    a1, b1 = [1, 2, 3]
except ValueError as ex:
    e1 = str(ex)
try:
    a1, b1, c1 = [1, 2]
except ValueError as ex:
    e2 = str(ex)
try:
    a1, *b1, c1 = [1]
except ValueError as ex:
    e3 = str(ex)
try:
    (1, 2)[0] = 5
except TypeError as ex:
    e4 = str(ex)
try:
    a1, b1 = 5
except TypeError as ex:
    e5 = str(ex)
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    last_pair = (i, k, v)
d = [(n1, n2) for n1, n2 in zip([1, 2], "ab")]
r = repr((1,)), repr(()), str((1, "a", None)), repr(((1, 2),))
h = hash((1, 2)) == hash((1, 2))
s1, s2 = "ab"
nested = [[1, [2, 3]], [4, [5, 6]]]
sums = [a_ + b_ + c_ for a_, (b_, c_) in nested]
