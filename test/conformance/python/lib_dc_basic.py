from dataclasses import dataclass, field, asdict, astuple, replace, fields
@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
    secret: str = field(default="x", repr=False)
i = Item("pen", 1.5)
r = repr(i)
j = Item("pen", 1.5)
eq = i == j
i.tags.append("a")
k = Item("cup")
ktags = k.tags
d = asdict(i)
t = astuple(i)
i2 = replace(i, price=2.0)
r2 = repr(i2)
names = [f.name for f in fields(Item)]
try:
    Item()
except TypeError as e:
    m = str(e)
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    m2 = str(e)
try:
    @dataclass
    class Bad2:
        x: int = 1
        y: int
except TypeError as e:
    m3 = str(e)
