def describe(x):
    match x:
        case 0:
            return "zero"
        case int(n) if n < 0:
            return "neg"
        case int() | float():
            return "num"
        case str() as s if len(s) > 3:
            return "long str"
        case str():
            return "str"
        case [a, b]:
            return f"pair {a},{b}"
        case [first, *rest]:
            return f"seq {first} +{len(rest)}"
        case {"type": "pt", "x": x1, **others}:
            return f"pt {x1} {sorted(others)}"
        case {"k": _}:
            return "has k"
        case None:
            return "none"
        case _:
            return "other"
r = [describe(v) for v in [0, -5, 3.5, "hello", "hi", [1, 2], [1, 2, 3], (9,), {"type": "pt", "x": 1, "y": 2}, {"k": 1, "z": 2}, None, {1}]]
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"yaxis {y}"
        case Point(x, 0):
            return f"xaxis {x}"
        case Point():
            return "else"
w = [where(Point(0, 0)), where(Point(0, 3)), where(Point(2, 0)), where(Point(1, 1))]
cmd = "go north"
match cmd.split():
    case ["go", direction]:
        res = direction
    case ["quit"]:
        res = "q"
from enum import Enum
class C(Enum):
    R = 1
    G = 2
match C.G:
    case C.R:
        col = "red"
    case C.G:
        col = "green"
match (1, "a"):
    case (1, "b") | (1, "a"):
        t = "one"
