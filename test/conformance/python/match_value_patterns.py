class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Limits:
    class Inner:
        LOW = 0
        HIGH = 100


def name(c):
    match c:
        case Color.RED:
            return "R"
        case Color.GREEN:
            return "G"
        case Color.BLUE:
            return "B"
        case _:
            return "?"


def bound(n):
    match n:
        case Limits.Inner.LOW:
            return "low"
        case Limits.Inner.HIGH:
            return "high"
    return "between"


colors = [name(c) for c in ("red", "green", "blue", "pink")]
bounds = [bound(n) for n in (0, 100, 50)]
Color.RED = "crimson"
changed = [name("red"), name("crimson")]
