from typing import Union, Optional, Any
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    u: Union[int, str]
    v: Union[str, int] = 0
    w: Optional[list[int]] = None
    a: Any = None
    f: Union[float, int] = 0

out = []
for kw in [dict(u=1), dict(u="1"), dict(u=1.0), dict(u="a", v=2), dict(u=1, v="3"), dict(u=1, f=2), dict(u=1, f="2"), dict(u=1, f=2.5)]:
    m = M(**kw)
    out.append((repr(m), type(m.u).__name__, type(m.v).__name__, type(m.f).__name__))
try:
    M(u=[1])
except ValidationError as e:
    msg = str(e)
    errs = [(x["type"], x["loc"]) for x in e.errors()]
