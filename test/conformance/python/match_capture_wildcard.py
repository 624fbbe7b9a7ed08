def grab(x):
    match x:
        case 0:
            return ("zero", None)
        case other:
            return ("captured", other)


def ignore(x):
    match x:
        case _:
            return "always"


results = [grab(0), grab(5), grab("s"), grab([1]), ignore(None), ignore(3)]
match 42:
    case answer:
        pass
captured_at_module = answer
match [1, 2]:
    case [_, _]:
        pair = True
