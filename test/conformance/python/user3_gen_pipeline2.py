def read_lines():
    yield from ["10", "x", "20", "", "30"]
def parse(lines):
    for line in lines:
        try:
            yield int(line)
        except ValueError:
            continue
def running_total(nums):
    total = 0
    for n in nums:
        total += n
        yield total
a = list(running_total(parse(read_lines())))
g = (x for x in range(3))
b = next(g), list(g), list(g)
def gen_with_return():
    yield 1
    return "done"
def wrapper():
    result = yield from gen_with_return()
    yield result
c = list(wrapper())
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == "reset":
            i = 0
        else:
            i += 1
ct = counter()
d = [next(ct), next(ct), ct.send("reset"), next(ct)]
import itertools
e = list(itertools.takewhile(lambda x: x < 20, (x * x for x in itertools.count())))
def lazy():
    log.append("start")
    yield 1
    log.append("end")
log = []
lz = lazy()
f = log[:], next(lz), log[:], next(lz, None), log[:]
gen = (i for i in range(5) if i % 2)
h = sum(gen), sum(gen)
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
i = [x for x, _ in zip(fib(), range(10))]
nested = ((i, j) for i in range(3) for j in range(i))
j = list(nested)
k = dict((s, len(s)) for s in ["ab", "c"]), set(c for c in "aab"), tuple(x for x in "xy")
def early():
    try:
        yield 1
        yield 2
    finally:
        log.append("cleanup")
for v in early():
    break
l = log[-1]
