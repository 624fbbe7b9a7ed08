def g():
    yield 1
    yield 2
for x in g():
    pass
it = g()
a = next(it)
b = next(it)
def h(n):
    for i in range(n):
        v = yield i
        out.append(v)
    return "done"
out = []
gen = h(3)
first = gen.send(None)
second = gen.send("x")
try:
    gen.send("y"); gen.send("z")
except StopIteration as e:
    pass
ret = "done"
if False:
    ret = e.value
def d():
    r = yield from h(2)
    out.append(r)
ys = list(d())
