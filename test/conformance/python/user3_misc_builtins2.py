a = list(zip("abc", range(3), strict=True)), list(enumerate("xy", 10)), list(map(pow, [2, 3], [3, 2])), list(filter(str.isdigit, "a1b2"))
try:
    list(zip([1], [1, 2], strict=True))
except ValueError as e:
    b = str(e)
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    b2 = str(e)
c = isinstance(1, (str, int)), isinstance(1, int | str), issubclass(bool, (str, int)), isinstance(None, type(None))
x = 5
d = 1 < x < 10, 1 < x > 10, x if x > 3 else -x, "yes" if [] else "no", not not x, x and 0, x or 0, None or [] or "last"
e = any(v > 3 for v in [1, 5]), all(v for v in [1, 0]), any([]), all([[]]), sum([[1], [2]], []), sum([0.1] * 3), sum(range(5), start=10)
f = abs(True), abs(-0.0), divmod(-7, 2), divmod(7, -2), divmod(-7.0, 2), pow(-2, 3), pow(2, -2), pow(-8, 1/3) if False else None
g = round(123.456, -1), round(-123.456, 1), round(5.5), round(6.5), round(-5.5), round(0.05, 1), round(0.15, 1), round(1234.5678, 2)
h = min("b", "a", "c"), max([1, 5, 3], default=0), max((), default="empty"), min([(1, "b"), (1, "a")]), max({"a": 1, "b": 2})
i = len(range(0, 100, 7)), range(10)[::-2], list(range(10)[2:8:2]), range(3) == range(0, 3), 5 in range(0, 10, 5), range(5).count(2)
j = chr(0x1F600), ord("😀"), len("😀"), "😀".encode(), ascii("😀"), repr("\x00\x1f\x7f"), repr("\u200b"), str(b"x"), repr(b"'\"")
k = format(0.1, ".20f"), format(1/3, ".17g"), format(2**0.5, "r") if False else None, format(-0.0, "+.1f"), format(1e300 * 10, ""), format(float("nan"), "+")
l = hex(id(None))[:2], type(hash("x")).__name__, callable(type), callable(None), vars(type("T", (), {"q": 1}))["q"]
T = type("T", (object,), {"x": 1, "m": lambda self: self.x * 2})
m = T().m(), T.__name__, type(T).__name__, T.__bases__
n = int.__name__, len.__name__, (lambda: 0).__name__, [].append.__name__, str.upper.__qualname__ if hasattr(str.upper, "__qualname__") else None

