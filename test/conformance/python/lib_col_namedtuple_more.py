from collections import namedtuple
from typing import NamedTuple
Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
r = [p.x + p.y, p[0], len(p), p == (3, 4), repr(p), str(p), p._fields, Point.__name__]
q = Point._make(range(2))
d = p._asdict()
dd = dict(d)
class P3(NamedTuple):
    x: int
    y: int = 0
    z: float = 1.0
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
a = P3(3, 4)
ra = [repr(a), a.norm(), a._replace(z=2.0), P3._field_defaults, P3.__annotations__ == {"x": int, "y": int, "z": float}]
try:
    Point(1, 2, 3)
except TypeError as e:
    m = str(e)
try:
    namedtuple("Bad", ["def"])
except ValueError as e:
    m2 = str(e)
R = namedtuple("R", "a b", rename=True)
s = sorted([Point(2, 1), Point(1, 5)])
x, y = Point(7, 8)
