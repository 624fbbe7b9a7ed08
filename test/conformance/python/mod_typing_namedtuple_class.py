from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
q = Point(1)
values = (p.x, p.y, q, p.norm1(), p._asdict(), p[0], len(p))
r = repr(p)
