from dataclasses import dataclass, field, KW_ONLY, is_dataclass
@dataclass(kw_only=True)
class Opt:
    lr: float = 0.1
    steps: int = 10
o = Opt(steps=5)
r = repr(o)
try:
    Opt(0.2)
except TypeError as e:
    m = str(e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 0
mx = repr(Mixed(1, b=2))
@dataclass(slots=True)
class S:
    x: int
has = hasattr(S(1), "__dict__")
slots = S.__slots__
isdc = is_dataclass(S), is_dataclass(S(1)), is_dataclass(3)
@dataclass(repr=False)
class NR:
    x: int
nr = repr(NR(1)).startswith("<")
