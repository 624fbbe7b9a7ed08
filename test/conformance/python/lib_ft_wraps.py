from functools import wraps
def logged(fn):
    @wraps(fn)
    def inner(*a, **kw):
        "inner doc"
        return fn(*a, **kw)
    return inner
@logged
def add(a, b=1):
    "Add two numbers."
    return a + b
r = [add.__name__, add.__doc__, add.__qualname__, add(2), add.__wrapped__(1, 2)]
def plain(fn):
    def inner(*a):
        return fn(*a)
    return inner
@plain
def sub(a, b):
    "doc"
    return a - b
r2 = [sub.__name__, sub.__doc__, sub.__qualname__]
def repeat(n):
    def deco(fn):
        @wraps(fn)
        def w(*a):
            return [fn(*a) for _ in range(n)]
        return w
    return deco
@repeat(3)
def hi(x):
    return x.upper()
r3 = hi("a")
mod = add.__module__
