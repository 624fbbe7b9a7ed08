from functools import lru_cache, cache
calls = []
@lru_cache(maxsize=2)
def sq(n):
    calls.append(n)
    return n * n
vals = [sq(1), sq(2), sq(1), sq(3), sq(2)]
info = sq.cache_info()
infot = tuple(info)
ir = repr(info)
hits = info.hits
sq.cache_clear()
info2 = tuple(sq.cache_info())
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
f = fib(60)
fi = tuple(fib.cache_info())
@lru_cache
def bare(x):
    return x
b = bare(1), tuple(bare.cache_info())
try:
    sq([1])
except TypeError as e:
    m = str(e)
wr = sq.__wrapped__(5)
name = sq.__name__
