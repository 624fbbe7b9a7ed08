class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, step=1):
        self.n += step
        return self.n
    def __bool__(self):
        return self.n > 2
c = Counter()
vals = [c(), c(), bool(c), c(5), bool(c)]
cal = callable(c), callable(3), callable(Counter)
class BadBool:
    def __bool__(self):
        return 1
try:
    if BadBool():
        pass
except TypeError as e:
    m = str(e)
x = "yes" if Counter() else "no"
