def inner():
    x = yield 1
    y = yield 2
    return (x, y)
def outer():
    r = yield from inner()
    yield ("inner returned", r)
    return "outer-done"
g = outer()
a = [next(g), g.send("a"), g.send("b")]
try:
    next(g)
except StopIteration as e:
    v = e.value
def flat(xs):
    for x in xs:
        if isinstance(x, list):
            yield from flat(x)
        else:
            yield x
f = list(flat([1, [2, [3, [4]], 5]]))
def gen_range():
    yield from range(3)
    yield from "ab"
    yield from {"k": 1}
gr = list(gen_range())
