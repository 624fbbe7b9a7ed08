from typing import NamedTuple
class Point(NamedTuple):
    x: float
    y: float = 0.0
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return f"<{self.x}, {self.y}>"
p = Point(3.0, 4.0)
n = p.norm()
s = str(p)
r = repr(p)
isT = isinstance(p, tuple)
ln = len(p)
x, y = p
srt = sorted([Point(2, 1), Point(1, 5), Point(1, 2)])
made = Point._make([7, 8])
defaults = Point._field_defaults
q = p._replace(y=1.0)
try:
    p.x = 5
except AttributeError as e:
    err = str(e)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    err2 = str(e)
Pair = NamedTuple("Pair", [("left", int), ("right", int)])
pr = repr(Pair(1, 2))
h = hash(Point(1, 2)) == hash((1, 2))
eq = Point(1, 2) == (1, 2)
