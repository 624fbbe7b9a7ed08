log = []
def source(tag):
    try:
        yield 1
        yield 2
    finally:
        log.append('closed ' + tag)
def outer():
    g = source('listed')
    next(g)
    yield g
gs = list(outer())
after = list(log)
