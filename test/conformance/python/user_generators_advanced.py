def gen():
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")
log = []
g = gen()
first = next(g)
g.close()
def counter():
    i = 0
    while True:
        try:
            i = yield i
        except ValueError:
            i = -1
c = counter()
next(c)
a = c.send(5)
b = c.throw(ValueError)
def squares(n):
    for i in range(n):
        yield i * i
s = squares(4)
total = sum(s)
again = sum(s)
def take_while_pos(it):
    for x in it:
        if x < 0:
            return
        yield x
tw = list(take_while_pos([3, 2, -1, 5]))
gen_expr = (c.upper() for c in "abc")
up = "".join(gen_expr)
def nested():
    yield from range(2)
    yield from (x * 10 for x in range(2))
nl = list(nested())
it = iter(range(3))
z = list(zip(it, it))
def fib_upto(n):
    a, b = 0, 1
    while a < n:
        yield a
        a, b = b, a + b
fibs = list(fib_upto(50))
lazy = map(lambda x: x * 2, [1, 2, 3])
ml = next(lazy), list(lazy)
