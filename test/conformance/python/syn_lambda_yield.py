# A lambda whose body yields is a generator function (CPython accepts `lambda: (yield)`).
gen = lambda: (yield 1)
g = gen()
first = next(g)
try:
    g.send("sent")
except StopIteration as e:
    returned = e.value
both = list((lambda: (yield from [1, 2]))())
pairs = (lambda x: ((yield x), (yield x * 2)))(3)
got = [next(pairs), pairs.send("a")]
try:
    pairs.send("b")
except StopIteration as e:
    final = e.value
kind = type(gen()).__name__
name = gen.__name__
f = lambda: (yield)
values = list(f())
spread = (lambda n:
          (yield n + 1))
later = list(spread(4))


def make():
    return lambda: (yield "inner")


inner = list(make()())
