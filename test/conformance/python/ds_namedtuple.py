from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
total = p.x + p.y
as_tuple = tuple(p)
r = repr(p)
q = p._replace(x=10)
d = p._asdict()
x, y = p
