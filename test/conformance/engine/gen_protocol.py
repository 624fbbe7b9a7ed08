log = []
def counter():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        log.append("finalized")
gen = counter()
vals = [next(gen), next(gen)]
gen.close()
closed = gen.gi_frame is None
def worker():
    try:
        while True:
            item = yield
            log.append(f"got {item}")
    finally:
        log.append("cleanup")
w = worker()
next(w)
w.send("a")
w.send("b")
w.close()
again = w.close()
def g():
    yield 1
gen2 = g()
name = gen2.__name__
first = next(gen2)
rest = list(gen2)
def thrower():
    try:
        yield 1
    except ValueError as e:
        log.append("caught " + str(e))
        yield 2
    yield 3
t = thrower()
a = next(t)
b = t.throw(ValueError("boom"))
c = next(t)
sq = (x * x for x in range(4) if x % 2 == 0)
squares = list(sq)
total = sum(i for i in range(5))
def nested():
    yield from (i * 10 for i in range(2))
    yield from [7, 8]
    return "end"
def outer():
    r = yield from nested()
    log.append(r)
collected = list(outer())
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
fibs = []
for v in fib():
    if v > 20:
        break
    fibs.append(v)
ev = [x for x in (y + 1 for y in range(3))]
def stopper():
    yield 1
    raise StopIteration
try:
    list(stopper())
except RuntimeError as e:
    se = str(e)
def running():
    yield gr.gi_running
gr = running()
inside = next(gr)
outside = gr.gi_running
r = repr(g())[:20]
