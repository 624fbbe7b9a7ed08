calls = []


def check(label, value):
    calls.append(label)
    return value


def run(x):
    match x:
        case int(n) if check("first", n > 10):
            return "big"
        case int(n) if check("second", n > 5):
            return "medium"
        case str() if check("third", False):
            return "never"
        case _:
            return "small or other"


results = [run(20), run(7), run(1), run("s")]
