# Dataclass defaults, ordering, InitVar/__post_init__, ClassVar, frozen hashing, replace and inheritance.
from dataclasses import dataclass, field, asdict, replace, fields, InitVar
from typing import ClassVar
@dataclass(order=True)
class Item:
    priority: int
    name: str = field(compare=False)
    tags: list = field(default_factory=list, repr=False)
    count: ClassVar[int] = 0
    def __post_init__(self):
        Item.count += 1
@dataclass
class Cfg:
    lr: float = 1e-3
    steps: int = 100
    scale: InitVar[float] = 1.0
    name: str = field(default='run', metadata={'help': 'x'})
    def __post_init__(self, scale):
        self.lr *= scale
a = sorted([Item(3, 'c'), Item(1, 'a'), Item(2, 'b')])
b = [repr(x) for x in a]
c = Item.count
d = asdict(Cfg(scale=2.0))
e = replace(Cfg(), steps=5, scale=3.0)
f = [(fl.name, fl.default, fl.metadata.get('help')) for fl in fields(Cfg)]
g = repr(e)
try:
    Item()
except TypeError as ex:
    h = str(ex)
try:
    @dataclass
    class Bad:
        a: list = []
except ValueError as ex:
    i = str(ex)
j = Item(1, 'x') == Item(1, 'y')
k = Cfg() == Cfg(lr=0.001)
@dataclass(frozen=True)
class P:
    x: int
    y: int = 0
l = hash(P(1, 2)) == hash(P(1, 2))
m = {P(1): 'a'}[P(1, 0)]
try:
    P(1).x = 3
except Exception as ex:
    n = (type(ex).__name__, str(ex))
@dataclass
class Child(Cfg):
    extra: int = 7
o = repr(Child())
