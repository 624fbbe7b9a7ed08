def acc():
    total = 0
    while True:
        try:
            x = yield total
        except ValueError as e:
            total = -1
            continue
        if x is None:
            break
        total += x
    return total
g = acc()
a = [next(g), g.send(5), g.send(3), g.throw(ValueError("r")), g.send(10)]
try:
    g.send(None)
except StopIteration as e:
    ret = e.value
try:
    next(g)
except StopIteration as e:
    ret2 = e.value
g2 = acc()
try:
    g2.send(1)
except TypeError as e:
    m = str(e)
def closer():
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")
log = []
c = closer()
next(c)
c.close()
c.close()
try:
    next(c)
except StopIteration:
    log.append("stop")
def badclose():
    try:
        yield 1
    except GeneratorExit:
        yield 2
b = badclose()
next(b)
try:
    b.close()
except RuntimeError as e:
    m2 = str(e)
