from typing import Optional, Any
from pydantic import BaseModel, Field

class Metrics(BaseModel):
    gen: float = 0.0
    calls: int = -1

class Out(BaseModel):
    ids: list[int]
    mask: list[int] = Field(default_factory=list)
    score: Optional[float] = None
    extra: dict[str, Any] = {}
    metrics: Metrics = Field(default_factory=Metrics)

o = Out(ids=[1, 2])
fs = sorted(o.model_fields_set)
d1 = o.model_dump()
d2 = o.model_dump(exclude_unset=True)
d3 = o.model_dump(exclude_none=True)
d4 = o.model_dump(exclude_defaults=True)
o.extra["k"] = 1
d5 = o.model_dump(exclude_unset=True)
o.score = 0.5
fs2 = sorted(o.model_fields_set)
r = repr(o)
s = str(o)
