log = []
def source():
    try:
        yield 1
        yield 2
    finally:
        log.append('closed')
def outer():
    g = source()
    yield next(g)
    yield 'second'
o = outer()
a = next(o)
del o
after = list(log)
