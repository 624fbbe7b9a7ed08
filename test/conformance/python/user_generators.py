def reverse(data):
    for index in range(len(data)-1, -1, -1):
        yield data[index]
rev = list(reverse('golf'))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
g = fib()
first10 = [next(g) for _ in range(10)]
sq = sum(i*i for i in range(10))
xvec = [10, 20, 30]
yvec = [7, 5, 3]
dot = sum(x*y for x, y in zip(xvec, yvec))
unique = sorted(set(word for line in ["a b", "b c"] for word in line.split()))
it = iter([1, 2])
n1 = next(it)
n2 = next(it)
n3 = next(it, 'done')
try:
    next(it)
except StopIteration:
    stopped = True
def countdown(n):
    while n > 0:
        yield n
        n -= 1
cd = list(countdown(3))
def chain(*its):
    for i in its:
        yield from i
ch = list(chain([1, 2], (3,), "ab"))
ge = (x for x in range(3))
gr = type(ge).__name__
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    return received
e = echo()
s0 = next(e)
s1 = e.send("a")
s2 = e.send("b")
try:
    e.send(None)
except StopIteration as stop:
    ret = stop.value
