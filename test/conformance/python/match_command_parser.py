class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def interpret(command):
    match command.split():
        case [action]:
            return f"single {action}"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["drop", *objects]:
            return f"dropping {len(objects)} objects"
        case ["get", obj, "from", place] if place != "void":
            return f"getting {obj} from {place}"
        case [action, obj]:
            return f"{action} the {obj}"
        case _:
            return f"unknown: {command!r}"


def location(point):
    match point:
        case Point(x=0, y=0):
            return "Origin is the point's location."
        case Point(x=0, y=y):
            return f"Y={y} and the point is on the y-axis."
        case Point(x=x, y=0):
            return f"X={x} and the point is on the x-axis."
        case Point():
            return "The point is located somewhere else on the plane."
        case _:
            return "Not a point"


commands = [interpret(c) for c in ("look", "go north", "go up", "drop a b c", "get key from box", "get key from void", "open door", "a b c d e")]
points = [location(p) for p in (Point(0, 0), Point(0, 3), Point(4, 0), Point(1, 1), "x")]
