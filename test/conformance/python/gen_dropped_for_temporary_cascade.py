log = []
def source(tag):
    try:
        yield 1
        yield 2
    finally:
        log.append('closed ' + tag)
def stage():
    inner = source('inner')
    for v in inner:
        yield v * 10
def run():
    for x in stage():
        first = x
        break
    mid = list(log)
    return first, mid
r = run()
after = list(log)
