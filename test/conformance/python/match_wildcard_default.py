def f(x):
    match x:
        case _ if x > 1:
            return "big"
        case _:
            return "small"


def g(x):
    match x:
        case _:
            pass


res = [f(3), f(0), g(1)]
match 1:
    case _:
        pass
match 2:
    case 1:
        pass
z = 1
