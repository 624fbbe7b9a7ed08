def both(x, y):
    match x, y:
        case 0, 0:
            return "origin"
        case 0, _:
            return "x zero"
        case (_, 0):
            return "y zero"
        case [a, b]:
            return ("other", a, b)


def starred(xs):
    match *xs, "end":
        case [*items, "end"]:
            return items


def paren(x):
    match (x):
        case (1):
            return "one"
        case (_):
            return "not one"


results = [both(0, 0), both(0, 1), both(2, 0), both(3, 4), starred([1, 2]), starred(()), paren(1), paren(2)]
match 1, :
    case (one,):
        single = one
