def g():
    yield 1
    raise StopIteration("x")
try:
    list(g())
except RuntimeError as e:
    m = str(e)
    c = repr(e.__cause__)
it = iter([1, 2])
a = [next(it), next(it), next(it, "dflt"), next(it, None)]
try:
    next(it)
except StopIteration as e:
    r = repr(e)
try:
    next([1])
except TypeError as e:
    m2 = str(e)
def gen():
    return 5
    yield
x = gen()
try:
    next(x)
except StopIteration as e:
    v = e.value
tn = type(x).__name__
nm = x.__name__
class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i
lst = list(It())
s = sum(It())
mx = max(It())
i2 = It()
z = list(zip(i2, i2))
