from typing import get_type_hints, Optional, List, Dict, Annotated, ClassVar
class Base:
    a: int
    b: List["int"]
class Child(Base):
    c: Optional[int] = None
    d: ClassVar[int] = 0
    e: Annotated[float, "unit"]
h = {k: repr(v) for k, v in get_type_hints(Child).items()}
hx = {k: repr(v) for k, v in get_type_hints(Child, include_extras=True).items()}
order = list(get_type_hints(Child))
def f(x: int, y: "Dict[str, int]" = None, *args: str, z: None = None, **kw: float) -> "Base":
    return Base()
fh = {k: repr(v) for k, v in get_type_hints(f).items()}
def g(a, b):
    pass
gh = get_type_hints(g)
class Bad:
    x: "Missing"
try:
    get_type_hints(Bad)
except NameError as e:
    m = str(e)
try:
    get_type_hints(3)
except TypeError as e:
    m2 = str(e)
inst = {k: repr(v) for k, v in get_type_hints(Base()).items()} if False else None
lam = get_type_hints(lambda q: q)
class Fwd:
    a: "int"
    b: "str"
    n: "Fwd"
try:
    get_type_hints(Fwd)
except NameError as e:
    m3 = str(e)
fw = {k: repr(v) for k, v in get_type_hints(Fwd, globalns={"Fwd": Fwd}).items()}
