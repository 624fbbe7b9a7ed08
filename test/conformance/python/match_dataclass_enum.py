from dataclasses import dataclass
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


@dataclass
class Point:
    x: int
    y: int = 0


@dataclass
class Line:
    start: Point
    end: Point
    color: Color = Color.RED


def describe(obj):
    match obj:
        case Point(0, 0):
            return "origin"
        case Point(x, 0):
            return f"on x at {x}"
        case Line(Point(x1, y1), Point(x2, y2), Color.GREEN):
            return ("green line", x1, y1, x2, y2)
        case Line(start=Point(x=sx), color=Color.RED as c):
            return ("red line from", sx, c.name)
        case Color.RED | Color.GREEN:
            return "a color"
        case _:
            return "?"


args = Point.__match_args__
results = [describe(Point(0, 0)), describe(Point(3)), describe(Line(Point(1, 2), Point(3, 4), Color.GREEN)), describe(Line(Point(5, 6), Point(7, 8))), describe(Color.GREEN), describe(None)]
