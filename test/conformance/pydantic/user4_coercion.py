from typing import Optional
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    i: int = 0
    f: float = 0.0
    s: str = ""
    b: bool = False
    l: list[int] = []
    t: tuple[int, ...] = ()
    st: set[int] = set()

out = []
for kw in [dict(i="42"), dict(i=4.0), dict(i=4.5), dict(i="4.0"), dict(f="1e3"), dict(f=True), dict(s=5), dict(b="yes"), dict(b="off"), dict(b=2), dict(b="True"), dict(l=(1, 2)), dict(l={1, 2}), dict(t=[1, "2"]), dict(st=[1, 1, 2]), dict(i=" 7 "), dict(i="1_000"), dict(f="nan"), dict(i=10**20)]:
    try:
        m = M(**kw)
        out.append(repr(m))
    except ValidationError as e:
        out.append(str(e))
