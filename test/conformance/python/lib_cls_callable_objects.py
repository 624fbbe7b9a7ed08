class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x * self.k
double = Multiplier(2)
r = list(map(double, [1, 2, 3]))
s = sorted([3, 1, 2], key=Multiplier(-1))
class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
        self.__name__ = fn.__name__
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
f = fib(30)
size = len(fib.cache)
nm = fib.__name__
class Deco:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.fn(*a, **k)
@Deco
def add(a, b=0):
    return a + b
x = add(1, b=2) + add(3)
calls = add.calls
