# Classes: __init_subclass__ registries, ABCs, __slots__, operator overloading, __getattr__, properties, recursive reprs, __format__.
from abc import ABC, abstractmethod
class Base(ABC):
    registry = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Base.registry[name or cls.__name__] = cls
    @abstractmethod
    def run(self): ...
    def __repr__(self):
        return f'{type(self).__name__}()'
class A(Base, name='a'):
    def run(self):
        return 'A'
class B(A):
    def run(self):
        return super().run() + 'B'
try:
    Base()
except TypeError as e:
    a = str(e)
b = (sorted(Base.registry), B().run(), repr(B()), B.__mro__[1].__name__)
class Vec:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y) if isinstance(o, Vec) else NotImplemented
    def __radd__(self, o):
        return self if o == 0 else NotImplemented
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f'Vec({self.x}, {self.y})'
    def __iter__(self):
        yield self.x
        yield self.y
    def __bool__(self):
        return bool(self.x or self.y)
c = (sum([Vec(1, 2), Vec(3, 4)]), 2 * Vec(1, 1), list(Vec(5, 6)), bool(Vec(0, 0)), {Vec(1, 2): 'k'}[Vec(1, 2)], Vec(1, 2) == (1, 2))
try:
    Vec(1, 2).z = 3
except AttributeError as e:
    d = str(e)
try:
    Vec(1, 2) + 1
except TypeError as e:
    e2 = str(e)
class Lazy:
    def __init__(self):
        self._d = {'a': 1}
    def __getattr__(self, name):
        if name in self._d:
            return self._d[name]
        raise AttributeError(f'{type(self).__name__!r} has no {name!r}')
    @property
    def size(self):
        return len(self._d)
    @size.setter
    def size(self, v):
        raise ValueError('read-only size')
l = Lazy()
f = (l.a, l.size, getattr(l, 'zz', 'dflt'), hasattr(l, 'b'))
try:
    l.size = 3
except ValueError as e:
    g = str(e)
x = [1, 2]
x.append(x)
h = repr(x)
dd = {'k': 1}
dd['self'] = dd
i = repr(dd)
class Temp:
    def __init__(self, c):
        self.c = c
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
    @staticmethod
    def valid(c):
        return c > -273.15
    def __lt__(self, o):
        return self.c < o.c
    def __format__(self, spec):
        return format(self.c, spec) + 'C'
j = (round(Temp.from_f(212).c, 2), Temp.valid(-300), f'{Temp(21.456):.1f}', max(Temp(1), Temp(5)).c, sorted([Temp(3), Temp(1)])[0].c)
