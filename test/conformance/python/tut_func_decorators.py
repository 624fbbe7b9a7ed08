import functools
calls = []
def trace(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        calls.append((func.__name__, args, kwargs))
        return func(*args, **kwargs)
    return wrapper
@trace
def add(a, b=0):
    """Add two numbers."""
    return a + b
r = add(1, b=2), add(3), add.__name__, add.__doc__, add.__wrapped__(5, 5)
def repeat(n):
    def deco(f):
        def inner(*a):
            return [f(*a) for _ in range(n)]
        return inner
    return deco
@repeat(3)
def hi(x):
    return "hi " + x
h = hi("bob"), hi.__name__
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
fb = fib(80), fib.cache_info().hits > 0
def deco_a(f): return lambda: "a(" + f() + ")"
def deco_b(f): return lambda: "b(" + f() + ")"
@deco_a
@deco_b
def base(): return "x"
st = base()
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
big = fact(30)
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves); moves.append((a, c)); hanoi(n - 1, b, a, c, moves)
    return moves
hm = len(hanoi(6)), hanoi(2)
