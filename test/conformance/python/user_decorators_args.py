import functools
calls = []
def repeat(n):
    def deco(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            result = None
            for _ in range(n):
                result = func(*args, **kwargs)
            return result
        return wrapper
    return deco
@repeat(3)
def say(msg):
    calls.append(msg)
    return len(calls)
r = say("hi")
name = say.__name__
def timer(func):
    def wrapper(*a):
        calls.append(f"start {func.__name__}")
        out = func(*a)
        calls.append(f"end {func.__name__}")
        return out
    return wrapper
@timer
def add(a, b):
    return a + b
s = add(1, 2)
wname = add.__name__
def count_calls(func):
    def wrapper(*args):
        wrapper.calls += 1
        return func(*args)
    wrapper.calls = 0
    return wrapper
@count_calls
def noop():
    pass
noop()
noop()
nc = noop.calls
def register(cls):
    registry[cls.__name__] = cls
    return cls
registry = {}
@register
class Plugin:
    pass
reg = list(registry)
class Memo:
    def __init__(self, f):
        self.f = f
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.f(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
f40 = fib(40)
