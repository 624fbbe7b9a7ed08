def sign(n):
    match n:
        case int(x) if x < 0:
            return "negative"
        case int(x) if x == 0:
            return "zero"
        case int(x) if x > 0:
            return "positive"
        case _:
            return "not an int"


signs = [sign(v) for v in (-5, 0, 7, "x")]
match (3, 4):
    case (a, b) if a > b:
        order = "desc"
    case (c, d) if c == d:
        order = "equal"
    case (e, f):
        order = "asc"
captures_from_failed_guard = (a, b, c, d, e, f)
try:
    match [1]:
        case [never, also]:
            pass
        case [only]:
            pass
    bound = never
except NameError as err:
    bound = str(err)
