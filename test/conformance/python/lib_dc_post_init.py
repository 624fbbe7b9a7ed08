from dataclasses import dataclass, field, InitVar
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
r = Rect(2, 3)
rr = repr(r)
@dataclass
class C:
    x: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.x *= scale
c = C(3, 4)
cx = c.x
cr = repr(c)
@dataclass
class Base:
    a: int
    b: int = 2
@dataclass
class Sub(Base):
    c: int = 3
s = repr(Sub(1))
s2 = repr(Sub(1, c=9))
@dataclass
class Cnt:
    items: dict = field(default_factory=dict)
    n: int = field(default=0, compare=False)
e = Cnt({}, 1) == Cnt({}, 2)
