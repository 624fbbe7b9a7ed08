from collections.abc import Iterator, Iterable, Sized, Hashable, Callable, Container, Generator, Mapping
class Countdown(Iterator):
    def __init__(self, n): self.n = n
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
c = Countdown(3)
r1 = [iter(c) is c, list(c), next(Countdown(1)), next(iter(Countdown(0)), "done")]
class Bag(Iterable):
    def __init__(self, *xs): self.xs = xs
    def __iter__(self):
        yield from self.xs
r2 = [sorted(Bag(3, 1, 2)), isinstance(Bag(), Iterable), isinstance(Bag(), Sized)]
class F:
    def __call__(self): return 1
r3 = [isinstance(F(), Callable), isinstance(len, Callable), isinstance(1, Hashable), isinstance([], Hashable), isinstance("x", Container)]
class Sz(Sized):
    def __len__(self): return 4
r4 = [len(Sz()), bool(Sz())]
try:
    class NoLen(Sized): pass
    NoLen()
except TypeError as e:
    m1 = str(e)
def g():
    yield 1
r5 = [isinstance(g(), Generator), isinstance(iter([]), Iterator), isinstance({}, Mapping)]
class Frozen(Mapping):
    def __init__(self, **kw): self._kw = kw
    def __getitem__(self, k): return self._kw[k]
    def __iter__(self): return iter(self._kw)
    def __len__(self): return len(self._kw)
fz = Frozen(a=1, b=2)
r6 = [dict(fz), {**fz}, list(fz.items()), fz == Frozen(b=2, a=1), fz != {"a": 1}, ("a", 1) in fz.items(), 2 in fz.values(), fz.keys() & {"a", "z"}]
try:
    hash(fz)
except TypeError as e:
    m2 = str(e)
try:
    fz["zz"]
except KeyError as e:
    m3 = repr(e)
