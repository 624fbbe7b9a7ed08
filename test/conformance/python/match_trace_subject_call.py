def get(x):
    y = x * 2
    return y


def f(x):
    match get(x):
        case 2:
            r = "two"
        case 4:
            r = "four"
        case _:
            r = "other"
    return r


results = [f(1), f(2), f(3)]
