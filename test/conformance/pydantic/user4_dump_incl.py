from pydantic import BaseModel
from typing import Optional

class Inner(BaseModel):
    a: int = 1
    b: Optional[str] = None

class Outer(BaseModel):
    x: int
    inner: Inner
    tags: list[str] = []

o = Outer(x=3, inner=Inner(a=2), tags=["t"])
d1 = o.model_dump(include={"x", "inner"})
d2 = o.model_dump(exclude={"tags"})
d3 = o.model_dump(include={"inner": {"a"}})
d4 = o.model_dump(exclude={"inner": {"b"}, "tags": True})
d5 = o.model_dump(mode="json")
j = o.model_dump_json()
j2 = o.model_dump_json(indent=2, exclude_none=True)
d6 = o.model_dump(exclude_unset=True)
