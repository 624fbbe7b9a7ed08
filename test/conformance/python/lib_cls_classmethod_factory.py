class Point:
    count = 0
    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1
    @classmethod
    def origin(cls):
        return cls(0, 0)
    @staticmethod
    def dist(a, b):
        return ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5
    def __repr__(self):
        return f"{type(self).__name__}({self.x}, {self.y})"
class Point3(Point):
    pass
p = Point3.origin()
r = repr(p)
d = Point.dist(Point(3, 4), Point.origin())
d2 = p.dist(Point(1, 1), Point(4, 5))
n = Point.count
cm = repr(Point.origin)[:30]
sm = type(Point.__dict__["dist"]).__name__
cmt = type(Point.__dict__["origin"]).__name__
