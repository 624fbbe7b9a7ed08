class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
a = list(Countdown(3)), sum(Countdown(4)), 2 in Countdown(3), sorted(Countdown(3))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1
r = Range2(3)
b = list(r), list(r), [x * y for x in r for y in r][:4], dict(zip(r, "abc"))
it = iter([1, 2, 3])
c = next(it), list(it), next(it, None)
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
d = list(Seq()), 20 in Seq(), [v for v in Seq()]
try:
    iter(5)
except TypeError as e:
    f = str(e)
try:
    next([1])
except TypeError as e:
    g = str(e)
e2 = enumerate(["a", "b"])
h = next(e2), list(e2)
z = zip([1, 2], [3, 4])
i = list(z), list(z)
m = map(str, [1])
j = type(m).__name__, type(z).__name__, type(iter([])).__name__, type(iter(())).__name__, type(iter("")).__name__, type(reversed([])).__name__, type(iter({})).__name__, type(range(1)).__name__
k = list(iter(Countdown(2).__next__, 1))
