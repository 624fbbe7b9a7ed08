def read(lines):
    for ln in lines:
        yield ln.strip()
def nonempty(it):
    return (x for x in it if x)
def numbered(it, start=1):
    n = start
    for x in it:
        yield n, x
        n += 1
data = ["a\n", "\n", " b ", "c"]
r = list(numbered(nonempty(read(data))))
def chunks(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf
c = list(chunks(range(7), 3))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
f = list(itertools.islice(fib(), 10))
g = fib()
first = [next(g) for _ in range(5)]
z = dict(zip("abc", fib()))
e = list(enumerate(fib.__name__))
