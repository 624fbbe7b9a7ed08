from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, order=True)
class Ver:
    major: int
    minor: int = 0
a = Ver(1, 2)
b = Ver(1, 10)
lt = a < b
s = [repr(v) for v in sorted([Ver(2), Ver(1, 5), Ver(1)])]
try:
    a.major = 3
except FrozenInstanceError as e:
    m = str(e)
    tn = type(e).__name__
    isattr = isinstance(e, AttributeError)
h = hash(a) == hash(Ver(1, 2))
st = len({a, Ver(1, 2), b})
try:
    a < 3
except TypeError as e:
    m2 = str(e)
@dataclass
class Plain:
    x: int
try:
    hash(Plain(1))
except TypeError as e:
    m3 = str(e)
@dataclass(eq=False)
class NoEq:
    x: int
ne = NoEq(1) == NoEq(1)
