seasons = ["Spring", "Summer", "Fall", "Winter"]
e = list(enumerate(seasons)), list(enumerate(seasons, start=1)), list(enumerate("ab", -1))
z = list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])), dict(zip("ab", [1, 2]))
m = list(map(str.upper, "abc")), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(int, ["1", "2"]))
f = list(filter(None, [0, 1, "", "a", [], [0], None])), list(filter(lambda x: x > 1, [1, 2, 3]))
r = list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2)))
a = any([]), all([]), any([0, None, ""]), all([1, "a", [0]]), any(x > 2 for x in [1, 3])
s = sum([1, 2, 3]), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101)), sum([1, 2], 10), sum((x * x for x in range(4)), start=1)
mm = max([3, 1, 2]), min("hello"), max({"a": 3, "b": 1}), max({"a": 3, "b": 1}, key=lambda k: {"a": 3, "b": 1}[k]), min([[2], [1, 5]]), max(1, 2, key=lambda x: -x)
it = iter([1, 2, 3]); n1 = next(it); rest = list(it); n2 = next(it, "done")
ty = type(zip()).__name__, type(map(len, [])).__name__, type(enumerate([])).__name__, type(reversed([])).__name__, type(iter([])).__name__, type(iter("")).__name__
lz = list(zip(range(3), range(10, 13), strict=True))
msg = None
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as ex:
    msg = str(ex)
msg2 = None
try:
    next(iter([]))
except StopIteration as ex:
    msg2 = repr(ex)
