def g():
    yield 1


gen = g()
name = gen.__name__
first = next(gen)
rest = list(gen)
