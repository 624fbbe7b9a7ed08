from dataclasses import dataclass, field, fields, asdict, replace
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    def total(self):
        return self.x + self.y
    @property
    def double(self):
        return self.x * 2
p = P(1, 2)
a = [repr(p), p.total(), p.double, P.__slots__, hasattr(p, "__dict__"), asdict(p), repr(replace(p, x=5)), [f.name for f in fields(P)], P.__name__, P.__qualname__, P(1) == P(1), type(P.x).__name__]
try:
    p.z = 3
except AttributeError as e:
    a.append(str(e))
try:
    P.y
    a.append("has class y")
except AttributeError as e:
    a.append(str(e))
@dataclass(slots=True, frozen=True)
class F:
    a: int
    b: str = "s"
f = F(1)
b = [repr(f), hash(f) == hash((1, "s")), F.__slots__]
try:
    f.a = 2
except Exception as e:
    b.append(type(e).__name__ + ": " + str(e))
@dataclass(slots=True)
class Base:
    a: int
@dataclass(slots=True)
class Child(Base):
    b: int = 1
c = Child(1)
b += [repr(c), Child.__slots__, Base.__slots__, hasattr(c, "__dict__")]
class Plain:
    def hello(self):
        return "plain"
@dataclass(slots=True)
class Sup(Plain):
    v: int
    def hello(self):
        return "sup+" + super().hello()
try:
    b.append(Sup(1).hello())
except TypeError as e:
    b.append(str(e))
try:
    @dataclass(slots=True)
    class Twice:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    b.append(str(e))
@dataclass(slots=True, order=True)
class O:
    k: int
b.append(sorted([O(3), O(1)]) == [O(1), O(3)])
