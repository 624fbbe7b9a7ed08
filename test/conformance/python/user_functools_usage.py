from functools import reduce, partial, lru_cache, wraps, total_ordering, cmp_to_key, cache
total = reduce(lambda a, b: a + b, [1, 2, 3, 4])
mx = reduce(max, [3, 9, 2], 0)
def power(base, exp):
    return base ** exp
square = partial(power, exp=2)
cube = partial(power, exp=3)
sq = square(5)
cb = cube(2)
pf = square.func.__name__
pk = square.keywords
int2 = partial(int, base=2)
b = int2("1011")
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
f30 = fib(30)
info = fib.cache_info()
hits = info.hits
misses = info.misses
@cache
def fact(n):
    return 1 if n == 0 else n * fact(n - 1)
f10 = fact(10)
def logged(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        return ("called", func(*args, **kwargs))
    return wrapper
@logged
def add(a, b):
    """Add two numbers."""
    return a + b
res = add(2, 3)
nm = add.__name__
dc = add.__doc__
wr = add.__wrapped__(1, 1)
@total_ordering
class Money:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
cmps = (Money(1) < Money(2), Money(3) >= Money(2), Money(1) > Money(2), Money(2) <= Money(2))
def cmp(a, b):
    return (a > b) - (a < b)
by_cmp = sorted([3, 1, 2], key=cmp_to_key(lambda a, b: cmp(b, a)))
