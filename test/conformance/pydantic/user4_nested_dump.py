from typing import Optional, Any
from pydantic import BaseModel, Field

class Metrics(BaseModel):
    gen: float = 0.0
    calls: int = -1

class Out(BaseModel):
    ids: list[int]
    metrics: Metrics = Field(default_factory=Metrics)
    extra: dict[str, Any] = {}
    sub: Optional["Out"] = None

o = Out.model_validate({"ids": [1], "metrics": {"gen": 1.5}, "sub": {"ids": [2]}})
d1 = o.model_dump(exclude_unset=True)
d2 = o.model_dump(exclude_defaults=True)
d3 = o.model_dump(exclude={"metrics": {"calls"}, "sub": {"metrics"}})
d4 = o.model_dump(include={"sub": {"ids"}, "ids": True})
fs = sorted(o.metrics.model_fields_set)
o2 = o.model_copy(update={"metrics": Metrics(calls=3)})
d5 = o2.model_dump(exclude_unset=True)
o.metrics.calls = 9
d6 = o.model_dump(exclude_unset=True)
d7 = o.model_dump(exclude={"extra"}, exclude_none=True)
