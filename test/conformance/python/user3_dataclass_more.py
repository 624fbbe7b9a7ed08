from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: List[str] = field(default_factory=list)
    qty: int = field(default=1, repr=False)
    def total(self):
        return self.price * self.qty
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
@dataclass(frozen=True)
class Pt:
    x: int
    y: int
i = Item("pen", 1.5)
a = repr(i), i == Item("pen", 1.5), i.total(), asdict(i), astuple(i)
b = repr(replace(i, price=2.0)), [f.name for f in fields(Item)]
c = sorted([Version(1, 2), Version(1, 0), Version(0, 9)]), Version(1) < Version(1, 1)
c2 = repr(c[0])
p = Pt(1, 2)
try:
    p.x = 5
except Exception as e:
    d = type(e).__name__, str(e)
e = hash(p) == hash(Pt(1, 2)), {p: 1}[Pt(1, 2)]
try:
    Item()
except TypeError as ex:
    f = str(ex)
@dataclass
class Post:
    a: int
    b: int = 0
    def __post_init__(self):
        self.s = self.a + self.b
g = Post(1, 2).s, repr(Post(3))
@dataclass
class Child(Version):
    patch: int = 0
h = repr(Child(1, 2, 3))
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as ex:
    j = str(ex)
@dataclass
class Opt:
    v: Optional[int] = None
k = repr(Opt()), Opt(3).v
l = str(i), Item.__name__, i.__dict__ if False else None
@dataclass(eq=False)
class NoEq:
    x: int
m = NoEq(1) == NoEq(1)
