def f(x):
    match x:
        case [a, b]: r = a
        case 1: r = "one"
        case 2: r = "two"; s = 1
        case _: r = None
    return r


res = [f(1), f(2), f([3, 4]), f(5)]
match res:
    case [*_]: ok = True
