from dataclasses import dataclass, field, asdict, astuple, replace
@dataclass
class Point:
    x: int
    y: int = 0
@dataclass
class Inventory:
    name: str
    unit_price: float
    quantity_on_hand: int = 0
    tags: list = field(default_factory=list)
    def total_cost(self) -> float:
        return self.unit_price * self.quantity_on_hand
p = Point(1, 2)
r = repr(p)
eq = Point(1, 2) == Point(1, 2)
p0 = repr(Point(5))
item = Inventory("widget", 3.5, 4)
cost = item.total_cost()
ir = repr(item)
d = asdict(item)
t = astuple(p)
p2 = replace(p, y=10)
r2 = repr(p2)
@dataclass(frozen=True)
class Frozen:
    a: int
f = Frozen(1)
try:
    f.a = 2
except Exception as e:
    err = type(e).__name__
    msg = str(e)
h = hash(f) == hash(Frozen(1))
@dataclass(order=True)
class Version:
    major: int
    minor: int
vs = sorted([Version(1, 2), Version(0, 9), Version(1, 0)])
vr = repr(vs)
try:
    Point()
except TypeError as e:
    err2 = str(e)
