def gen():
    yield 1
    return "result"


g = gen()
first = next(g)
try:
    next(g)
except StopIteration as e:
    value = e.value
