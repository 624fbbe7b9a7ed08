def one():
    yield 1


g = one()
a = next(g)
b = next(g)
