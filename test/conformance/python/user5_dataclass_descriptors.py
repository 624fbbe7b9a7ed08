# Dataclass inheritance with init=False and KW_ONLY, slots+frozen hashing, order across classes, total_ordering,
# __set_name__ descriptors and __class_getitem__.
import dataclasses
from dataclasses import dataclass, field, KW_ONLY, replace, asdict, astuple, fields
import functools
def t(f):
    try:
        return repr(f())
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
@dataclass
class Base:
    a: int
    b: int = field(default=2, init=False)
    def __post_init__(self):
        self.b = self.a * 2
@dataclass
class Sub(Base):
    c: str = 'c'
    _: KW_ONLY
    d: float = 0.5
    def __post_init__(self):
        super().__post_init__()
        self.c = self.c.upper()
@dataclass(slots=True, frozen=True)
class Slot:
    x: int
    y: list = field(default_factory=list, compare=False, hash=False)
@dataclass(order=True)
class O1:
    v: int
@dataclass(order=True)
class O2:
    v: int
r = [t(lambda: Sub(1)), t(lambda: Sub(1, 'x', d=2)), t(lambda: Sub(1, 'x', 2)), t(lambda: replace(Sub(1), c='z')), t(lambda: replace(Sub(1), b=5)), t(lambda: asdict(Sub(3))), t(lambda: astuple(Sub(3))), t(lambda: [f.name for f in fields(Sub)]), t(lambda: Slot(1).__slots__), t(lambda: hash(Slot(1, [1])) == hash(Slot(1, [2]))), t(lambda: Slot(1) == Slot(1, [9])), t(lambda: O1(1) < O2(2)), t(lambda: O1(1) < O1(2)), t(lambda: O1(1) == O2(1)), t(lambda: Base.__match_args__), t(lambda: Sub.__match_args__), t(lambda: dataclasses.is_dataclass(Sub(1))), t(lambda: Sub.__dataclass_fields__['d'].kw_only), t(lambda: Base(1).__eq__(3)), t(lambda: {Base(1)})]
@functools.total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
s = [V(2) >= V(1), V(1) > V(2), V(3) <= V(3)]
class Desc:
    def __set_name__(self, owner, name):
        self.name = '_' + name
    def __get__(self, obj, objtype=None):
        return 'cls' if obj is None else getattr(obj, self.name, 'unset')
    def __set__(self, obj, value):
        setattr(obj, self.name, value * 2)
class H:
    d = Desc()
h = H()
before = h.d
h.d = 5
u = (before, h.d, H.d, vars(h))
class G:
    def __class_getitem__(cls, item):
        return f'G[{item.__name__}]'
g = G[int]
