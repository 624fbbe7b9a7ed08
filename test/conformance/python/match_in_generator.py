def tokens(items):
    for item in items:
        match item:
            case int(n):
                yield ("int", n)
            case [a, b]:
                yield ("pair", a)
                yield ("pair", b)
            case str(s) if s:
                x = yield s
                if x is not None:
                    yield ("sent", x)
            case _:
                return


result = list(tokens([1, [2, 3], "s", 4, None, 5]))
g = tokens(["a", 1])
first = next(g)
after_send = g.send("hello")
rest = list(g)


def pick(gen_values):
    match (yield):
        case "a":
            yield "got a"
        case other:
            yield ("got", other)


p = pick(None)
next(p)
picked = p.send("a")
