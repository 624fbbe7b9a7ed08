class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2
    def __bool__(self):
        return bool(self.x or self.y)
    def __lt__(self, o):
        return abs(self) < abs(o)
v = Vec(3, 4)
a = repr(v + Vec(1, 1)), repr(v * 2), repr(2 * v), repr(-v), abs(v), v == Vec(3, 4), v != Vec(3, 4)
b = list(v), v[0], v[-1], len(v), bool(Vec(0, 0)), tuple(v)
c = len({Vec(1, 2), Vec(1, 2)}), Vec(1, 2) in [Vec(1, 2)]
d = repr(sorted([Vec(5, 5), Vec(1, 0), Vec(2, 2)])), repr(max(Vec(1, 1), Vec(0, 3)))
x, y = v
e = str(v), f"{v}", f"{v!r}", "%s" % (v,), format(v, "")
try:
    v + 1
except AttributeError as ex:
    f = str(ex)
try:
    v / 2
except TypeError as ex:
    g = str(ex)
try:
    v > 1
except TypeError as ex:
    h = str(ex)
vv = v
vv += Vec(1, 1)
i = repr(vv), repr(v), vv is v
