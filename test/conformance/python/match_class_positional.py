class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


def where(p):
    match p:
        case Point3(0, 0, 0):
            return "origin3"
        case Point3(x, y, z):
            return ("3d", x, y, z)
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return ("on y", y)
        case Point(x, 0):
            return ("on x", x)
        case Point(x, y) if x == y:
            return ("diagonal", x)
        case Point():
            return "some point"
        case _:
            return "not a point"


results = [where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(2, 2)), where(Point(1, 2)), where(Point3(0, 0, 0)), where(Point3(1, 2, 3)), where((0, 0))]
