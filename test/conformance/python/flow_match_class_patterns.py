class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def where(p):
    match p:
        case Point(x=0, y=0):
            return "Origin"
        case Point(x=0, y=y):
            return f"Y={y}"
        case Point(x, 0):
            return f"X={x}"
        case _:
            return "Somewhere else"


results = [where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(1, 1))]
