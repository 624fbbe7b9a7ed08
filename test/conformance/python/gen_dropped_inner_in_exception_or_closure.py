log = []
def source(tag):
    try:
        yield 1
        yield 2
    finally:
        log.append('closed ' + tag)
def outer():
    g = source('in-exc')
    next(g)
    yield 1
    raise ValueError('boom')
o = outer()
next(o)
try:
    next(o)
except ValueError:
    inside = list(log)
after = list(log)
def outer2():
    g = source('closure')
    next(g)
    def peek():
        return g
    yield peek
p = next(outer2())
after2 = list(log)
still = next(p())
