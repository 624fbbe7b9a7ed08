def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
a = c(), c(), c()
funcs = [lambda: i for i in range(3)]
b = [f() for f in funcs]
funcs2 = [lambda i=i: i for i in range(3)]
bb = [f() for f in funcs2]
def timer(label):
    def deco(fn):
        def wrapper(*args, **kwargs):
            calls.append((label, fn.__name__, args, kwargs))
            return fn(*args, **kwargs)
        return wrapper
    return deco
calls = []
@timer("T")
def add(x, y=0):
    return x + y
d = add(1, y=2), calls, add.__name__
total = 0
def bump():
    global total
    total += 10
bump(); bump()
def outer():
    x = 1
    def inner():
        return x
    x = 2
    return inner()
e = outer()
def f():
    try:
        print(undefined_local)
        undefined_local = 1
    except UnboundLocalError as ex:
        return str(ex)
g = f()
def h():
    y = 5
    def k():
        y += 1
    try:
        k()
    except UnboundLocalError as ex:
        return str(ex)
i = h()
def stack(*decos):
    pass
def d1(f):
    return lambda: "d1(" + f() + ")"
def d2(f):
    return lambda: "d2(" + f() + ")"
@d1
@d2
def base():
    return "base"
j = base()
k = make_counter.__name__, (lambda: 0).__name__, c.__name__, c.__qualname__
class Memo:
    def __init__(self, f):
        self.f = f
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.f(n)
        return self.cache[n]
@Memo
def slow(n):
    return n * 2
l = slow(4), slow(4), len(slow.cache)
