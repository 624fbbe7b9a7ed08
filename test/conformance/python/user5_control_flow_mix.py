# Context managers, try/finally, generators with send, closures, unpacking, walrus, match, parameter kinds, int/float edge values.
from contextlib import contextmanager, suppress, ExitStack
import itertools
log = []
@contextmanager
def span(name):
    log.append(f'enter {name}')
    try:
        yield name.upper()
    except ZeroDivisionError:
        log.append('swallowed')
    finally:
        log.append(f'exit {name}')
with span('a') as s1, span('b') as s2:
    log.append(s1 + s2)
with span('c'):
    1 / 0
with suppress(KeyError):
    {}['x']
def f():
    try:
        return 'try'
    finally:
        log.append('fin')
r = f()
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            yield i
        finally:
            log.append(f'g{i}')
gl = list(g())
def counter():
    n = 0
    def inc(k=1):
        nonlocal n
        n += k
        return n
    return inc
c = counter()
cs = [c(), c(5), c()]
fs = [lambda: i for i in range(3)]
fv = [h() for h in fs]
fs2 = [lambda i=i: i for i in range(3)]
fv2 = [h() for h in fs2]
first, *mid, last = range(6)
(a, b), c2 = (1, 2), 3
d = {**{'a': 1}, 'b': 2, **{'a': 3}}
e = [y for x in [[1, 2], [3]] for y in x if y != 2]
if (n := len(e)) > 1:
    w = n
def gen():
    x = yield 1
    log.append(('got', x))
    y = yield x * 2
    return y
gg = gen()
s = [next(gg), gg.send(10)]
try:
    gg.send(7)
except StopIteration as ex:
    s.append(ex.value)
match {'role': 'tool', 'args': [1, 2]}:
    case {'role': 'user'}:
        m = 'user'
    case {'role': 'tool', 'args': [x, *rest]}:
        m = ('tool', x, rest)
    case _:
        m = 'other'
def kw(a, /, b, *, c=3, **rest):
    return (a, b, c, rest)
k = [kw(1, 2), kw(1, b=2, c=4, z=5)]
try:
    kw(a=1, b=2)
except TypeError as ex:
    k.append(str(ex))
z = list(itertools.takewhile(lambda v: v < 3, itertools.count()))
it = iter([1, 2, 3])
nx = (next(it), list(it), next(it, 'done'))
bits = (5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 70, -17 >> 2, (-17) // 4, -17 % 4, 7 // -2, 2 ** -1, pow(3, 4, 5), pow(2, -1, 7), abs(-3.5), int('ff', 16), int('0b101', 0), bin(-5), hex(255), oct(8), (255).to_bytes(2, 'big'), int.from_bytes(b'\x01\x00', 'little'), (10).bit_length(), round(123.456, -1), round(5, -1), float('1e-7'), 1e16, 1.5e-5, 12345678.9, 0.1 * 3, 1 / 3, 2 ** 0.5, 10 / 4, 3 * 1.1)
