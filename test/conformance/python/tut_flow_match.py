def describe(x):
    match x:
        case 0:
            return "zero"
        case int(n) if n < 0:
            return f"negative {n}"
        case [a, b]:
            return f"pair {a},{b}"
        case [first, *rest]:
            return f"list starting {first} with {len(rest)} more"
        case {"type": "point", "x": px, **others}:
            return f"point x={px} others={others}"
        case str() | bytes():
            return "text"
        case (1 | 2 | 3) as small:
            return f"small {small}"
        case _:
            return "other"
r = [describe(v) for v in [0, -5, [1, 2], [1, 2, 3], {"type": "point", "x": 1, "y": 2}, "s", 2, 3.5, (9,)]]
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"y-axis {yy}"
        case Point(xx, 0):
            return f"x-axis {xx}"
        case _:
            return "elsewhere"
q = [where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(1, 1))]
