class Point:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point(x={self.x}, y={self.y})"

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)


p = Point(1)
r = repr(p)
eq = Point(1, 0) == p
try:
    p.z = 3
except AttributeError as e:
    msg = str(e)
