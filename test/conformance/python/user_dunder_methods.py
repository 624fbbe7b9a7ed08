class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Vector({self.x}, {self.y})"
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)
    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __hash__(self):
        return hash((self.x, self.y))
v = Vector(1, 2) + Vector(3, 4)
r = repr(v)
s = str(v)
m = repr(v * 2)
rm = repr(3 * v)
eq = Vector(1, 1) == Vector(1, 1)
ne = Vector(1, 1) != Vector(1, 2)
ab = abs(Vector(3, 4))
bz = bool(Vector(0, 0))
ln = len(v)
g = v[1]
lst = list(v)
x, y = v
st = len({Vector(1, 1), Vector(1, 1)})
in_list = Vector(4, 6) in [v]
fmt = f"{v} {v!r}"
lr = repr([v])
