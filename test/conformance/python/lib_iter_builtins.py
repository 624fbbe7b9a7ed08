it = iter([1, 2, 3])
a = list(zip(it, it))
b = list(map(lambda x, y: x + y, [1, 2], [10, 20, 30]))
c = list(filter(None, [0, 1, "", "x", None]))
e = list(enumerate("ab", start=5))
r = list(reversed(range(5)))
rv = reversed([1, 2])
t = type(rv).__name__
s = sorted({"b": 1, "a": 2})
z = list(zip())
mp = map(str, [1])
tm = type(mp).__name__
nxt = next(mp)
m = max([], default="empty"), min([3, 1], key=lambda x: -x)
al = all([]), any([]), all([1, 0]), any([0, 2])
sm = sum([[1], [2]], []), sum(range(5), 10), sum([0.1] * 3)
try:
    sum(["a", "b"], "")
except TypeError as ex:
    msg = str(ex)
try:
    max([])
except ValueError as ex:
    msg2 = str(ex)
rz = list(zip("ab", [1, 2, 3]))
try:
    list(zip("ab", [1, 2, 3], strict=True))
except ValueError as ex:
    msg3 = str(ex)
