a = int("101", 2), int("z", 36), int(True), int(7.9)
b = float(3), float("  2.5\n"), float("1e3")
c = str(3.0), str(-0.0), str(1e-5), str(123456789.123)
d = list("abc"), tuple([1, 2]), set([1, 1, 2])
e = dict([("a", 1)]), dict(a=1), dict({"b": 2})
f = bool(None), bool(" "), bool(0j == 0)
g = list({"x": 1, "y": 2}), list({"x": 1}.values())
h = int("1_000"), float("1_0.5")
i = chr(0x1F600) == "\U0001F600"
j = [ord(c) for c in "AZaz09"]
k = list(map(int, "1 2 3".split()))
l = ", ".join(map(str, [1, 2, 3]))
m = str([1, "a", None, 2.0, True])
n = str({"k": (1,)})
o = repr(3), repr(3.0), repr("3"), repr([3])
p = tuple("ab") + tuple(range(2))
try:
    int("3.5")
except ValueError as ex:
    err = str(ex)
try:
    int("")
except ValueError as ex:
    err2 = str(ex)
