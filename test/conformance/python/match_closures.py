def make(spec):
    match spec:
        case ("add", n):
            return lambda x: x + n
        case ("mul", n):
            def mul(x):
                return x * n
            return mul
        case ("const", value):
            return lambda _: value


funcs = [make(("add", 2)), make(("mul", 3)), make(("const", 9))]
results = [f(10) for f in funcs]


def counter():
    total = 0
    def step(event):
        nonlocal total
        match event:
            case ("inc", by):
                total += by
            case "reset":
                total = 0
        return total
    return step


step = counter()
totals = [step(("inc", 2)), step(("inc", 3)), step("reset"), step(("inc", 1))]
