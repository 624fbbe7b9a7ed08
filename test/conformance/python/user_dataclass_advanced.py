from dataclasses import dataclass, field, fields
from typing import List, Optional
@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    @property
    def total(self):
        return self.price * self.qty
@dataclass
class Order:
    id: int
    items: List[Item] = field(default_factory=list)
    note: Optional[str] = None
    def add(self, item):
        self.items.append(item)
        return self
    def total(self):
        return sum(i.total for i in self.items)
o = Order(1).add(Item("pen", 1.5, 4)).add(Item("book", 12.0))
t = o.total()
r = repr(o)
names = [f.name for f in fields(Order)]
@dataclass
class Base:
    a: int
    b: int = 2
@dataclass
class Child(Base):
    c: int = 3
ch = repr(Child(1))
@dataclass
class Post:
    title: str
    tags: list = field(default_factory=list)
    slug: str = field(init=False)
    def __post_init__(self):
        self.slug = self.title.lower().replace(" ", "-")
p = Post("Hello World")
pr = repr(p)
@dataclass(eq=False)
class NoEq:
    x: int
neq = NoEq(1) == NoEq(1)
@dataclass
class WithRepr:
    x: int
    secret: str = field(repr=False, default="s")
wr = repr(WithRepr(1))
s = sorted([Item("b", 2.0), Item("a", 1.0)], key=lambda i: i.name)
sn = [i.name for i in s]
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    err = str(e)
