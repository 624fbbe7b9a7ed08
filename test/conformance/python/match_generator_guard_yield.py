def gen(items):
    for it in items:
        match it:
            case [x, y] if (yield x) == "again":
                yield y
            case str(s):
                yield from s
            case _:
                pass


g = gen([[1, 2], "ab", [3, 4], None])
vals = [next(g), g.send("again"), next(g), next(g), next(g)]
rest = list(g)
