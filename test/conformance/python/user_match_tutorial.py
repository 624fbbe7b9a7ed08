def http_error(status):
    match status:
        case 400:
            return "Bad request"
        case 404:
            return "Not found"
        case 418:
            return "I'm a teapot"
        case 401 | 403:
            return "Not allowed"
        case _:
            return "Something's wrong with the internet"
codes = [http_error(s) for s in (400, 404, 418, 403, 500)]
def where(point):
    match point:
        case (0, 0):
            return "Origin"
        case (0, y):
            return f"Y={y}"
        case (x, 0):
            return f"X={x}"
        case (x, y):
            return f"X={x}, Y={y}"
        case _:
            raise ValueError("Not a point")
places = [where(p) for p in [(0, 0), (0, 3), (2, 0), (1, 2)]]
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
def locate(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "elsewhere"
locs = [locate(Point(0, 0)), locate(Point(0, 5)), locate(Point(3, 3)), locate(Point(1, 2))]
def cmd(command):
    match command.split():
        case [action]:
            return f"single {action}"
        case ["go", direction]:
            return f"going {direction}"
        case ["drop", *objects]:
            return f"dropping {len(objects)}"
        case {"x": x}:
            return x
        case _:
            return "unknown"
cmds = [cmd("look"), cmd("go north"), cmd("drop a b c"), cmd("jump high now")]
def kind(v):
    match v:
        case int() | float() as n if n < 0:
            return "negative"
        case int():
            return "int"
        case str() as s:
            return f"str {s}"
        case {"type": t, **rest}:
            return f"dict {t} {sorted(rest)}"
        case [1, *_]:
            return "starts with 1"
        case None:
            return "none"
    return "other"
kinds = [kind(v) for v in (-1, 5, "hi", {"type": "a", "b": 1}, [1, 2], None, 2.5)]
