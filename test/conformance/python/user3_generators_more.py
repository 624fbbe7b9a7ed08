def countdown(n):
    while n > 0:
        yield n
        n -= 1
a = list(countdown(3)), sum(countdown(4))
g = countdown(2)
b = next(g), next(g), next(g, "done")
def echo():
    got = []
    while True:
        x = yield len(got)
        if x is None:
            break
        got.append(x)
    return got
e = echo()
c = next(e), e.send("a"), e.send("b")
try:
    e.send(None)
except StopIteration as s:
    d = s.value
def chain(*its):
    for it in its:
        yield from it
f = list(chain([1, 2], "ab", range(2)))
gen = (x * x for x in range(5))
h = type(gen).__name__, 16 in gen, list(gen)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
i = list(itertools.islice(fib(), 10))
def closer():
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")
log = []
cg = closer()
next(cg)
cg.close()
j = log
def thrower():
    try:
        yield 1
    except ValueError as ex:
        yield f"caught {ex}"
tg = thrower()
next(tg)
k = tg.throw(ValueError("boom"))
def delegator():
    r = yield from echo2()
    yield f"returned {r}"
def echo2():
    yield 1
    return "R"
l = list(delegator())
m = list(zip(countdown(3), "abc")), dict(enumerate(countdown(2)))
gx = countdown(1)
n = iter(gx) is gx, list(gx), list(gx)
def gen_raise():
    yield 1
    raise ValueError("in gen")
try:
    o = list(gen_raise())
except ValueError as ex:
    o = str(ex)
p = any(x > 2 for x in [1, 2, 3]), all(x for x in []), max(x for x in [3, 9, 2])
