class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    def __rmul__(self, k):
        return self * k

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def as_tuple(self):
        return (self.x, self.y)


a = Vector(1, 2)
b = Vector(3, 4)
results = [(a + b).as_tuple(), (b - a).as_tuple(), (a * 3).as_tuple(), (2 * a).as_tuple(), (-a).as_tuple(), abs(b)]
eq = a + b == Vector(4, 6)
ne = a != b
