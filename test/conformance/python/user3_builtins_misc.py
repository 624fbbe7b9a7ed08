a = list(map(lambda x, y: x + y, [1, 2], [10, 20])), list(filter(None, [0, 1, "", "a"])), list(zip("ab", [1, 2], (True, False)))
b = list(enumerate("ab", start=1)), list(reversed([1, 2, 3])), list(range(10, 0, -3)), range(5)[2], range(0, 10, 2)[-1], len(range(1, 10, 3))
c = repr(range(3)), repr(range(1, 5, 2)), 3 in range(5), range(5).index(3), range(0) == range(2, 2), list(range(5)[1:3])
d = sum(range(101)), any([]), all([]), divmod(17, 5), pow(2, 8), abs(-7), round(3.14159, 3), round(7)
e = isinstance(True, int), isinstance("s", (int, str)), issubclass(bool, int), type(3).__name__, type(None).__name__, type(type).__name__
f = chr(65), ord("a"), hex(255), bin(10), oct(64), int("z", 36), bool([]), bool([0]), bool(""), bool(" ")
g = id(a) == id(a), hash("a") == hash("a"), callable(len), len("héllo"), len(b"h\xc3\xa9")
h = repr(len), repr(str.upper)[:30], repr(int)
i = iter([1, 2]); i1 = next(i), next(i), next(i, "end")
j = max("apple", "banana", key=len), min([3, 1, 2]), max(1, 2, 3), min("b", "a"), max([1, 2], [1, 3])
k = str(None), str(True), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\n\t\\"), ascii("é✓")
l = format(3.14159, ".2f"), format(42, "05d"), format("x", "^5"), format(1234, ",")
m = getattr([], "append").__name__, type([].append).__name__
n = [*range(3), *"ab"], {**{"a": 1}, **{"b": 2}}, {*[1, 2], *[2, 3]}
o = list(zip(*[(1, "a"), (2, "b")])), dict(zip(["a", "b"], [1, 2]))
p = bytes(3), bytes([65, 66]), bytearray(b"ab"), b"ab" + b"c", b"abc"[0], b"abc"[:2], list(b"ab"), b"a b".split()
q = hash(None) == hash(None), type(...).__name__, ... is Ellipsis, NotImplemented.__class__.__name__
r = int.__name__, (3).__class__.__name__, 3 .__add__(4), "a".__len__(), [1].__contains__(1), (1).__eq__(1.0), (1).__lt__("a")
s = vars().get("a") is a, "a" in globals(), isinstance(locals(), dict)
t = slice(1, 5, 2), [0, 1, 2, 3, 4, 5][slice(1, 5, 2)], slice(None, 3).indices(10)
u = object().__class__.__name__, repr(object())[:17], type(object()) is object
v = eval("1 + 2") if False else None, list(iter(lambda: 1, 1)), next(iter(range(3)))
w = sorted(set([3, 1, 2])), frozenset("ab") == frozenset("ba"), len(set()), min(set([4, 2]))
x = complex(2), float(), int(), str(), list(), dict(), tuple(), set(), bool(), frozenset()
y = int(True), float(True), str(3.0), str(-0.0), float("-0"), 1e300 * 1e10, -1e300 * 1e10, (1e300 * 1e10) - (1e300 * 1e10)
z = round(-0.5), round(0.5), round(1.5), round(2.675, 2), round(-1.5), type(round(1.5)).__name__, type(round(1.5, 0)).__name__, round(5, 2)
