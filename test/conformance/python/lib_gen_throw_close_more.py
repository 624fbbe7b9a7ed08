log = []
def worker():
    try:
        while True:
            try:
                x = yield
                log.append(("got", x))
            except KeyError as e:
                log.append(("keyerror", str(e)))
    finally:
        log.append("cleanup")
w = worker()
next(w)
w.send(1)
w.throw(KeyError("k"))
w.send(2)
try:
    w.throw(ValueError("v"))
except ValueError as e:
    log.append(("escaped", str(e)))
try:
    w.send(3)
except StopIteration:
    log.append("stopped")
def g():
    yield 1
x = g()
try:
    x.throw(TypeError, "msg")
except TypeError as e:
    m = str(e)
y = g()
y.close()
try:
    next(y)
except StopIteration:
    closed = True
def ret():
    try:
        yield 1
    except GeneratorExit:
        log.append("exit seen")
        raise
r = ret()
next(r)
r.close()
