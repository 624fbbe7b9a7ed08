def split(x):
    match x:
        case [first, *rest]:
            return (first, rest)
        case []:
            return "empty"


def ends(x):
    match x:
        case [first, *middle, last]:
            return (first, middle, last)
        case [only]:
            return ("only", only)
        case _:
            return None


def tail(x):
    match x:
        case [*_, 9]:
            return "ends in nine"
        case [0, *_]:
            return "starts with zero"
        case [*everything]:
            return ("all", everything)


splits = [split([1, 2, 3]), split((4,)), split([]), split((5, 6))]
ends_results = [ends([1, 2, 3, 4]), ends((1, 2)), ends([7]), ends([])]
tails = [tail([1, 9]), tail((9,)), tail([0, 1]), tail([3, 4]), tail(())]
star_type = type(split((1, 2, 3))[1]).__name__
