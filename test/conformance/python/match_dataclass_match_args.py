from dataclasses import dataclass, field
from pydantic import BaseModel
from pydantic.dataclasses import dataclass as pdataclass


@dataclass
class Base:
    a: int
    b: int = field(default=0, init=False)


@dataclass(kw_only=True)
class KW:
    k: int


@dataclass(match_args=False)
class NoArgs:
    z: int


@dataclass
class Own:
    __match_args__ = ("y",)
    x: int
    y: int = 5


@dataclass
class Child(Base):
    c: str = "c"


@pdataclass
class PD:
    p: int
    q: str = "q"


class Model(BaseModel):
    name: str
    size: int = 1


arg_tuples = [Base.__match_args__, KW.__match_args__, Own.__match_args__, Child.__match_args__, PD.__match_args__]
no_args = hasattr(NoArgs, "__match_args__")
out = []
for obj in [Base(1), Child(2, "x"), Own(3), PD(4), Model(name="m", size=2), KW(k=9)]:
    match obj:
        case Child(a, c):
            out.append(("child", a, c))
        case Base(a):
            out.append(("base", a))
        case Own(y):
            out.append(("own", y))
        case PD(p, q):
            out.append(("pd", p, q))
        case Model(name=n, size=2):
            out.append(("model", n))
        case KW(k=k):
            out.append(("kw", k))
