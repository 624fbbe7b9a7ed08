from typing import Any, Optional

import torch
from pydantic import BaseModel, ConfigDict, Field


class Sample(BaseModel):
    ids: list[int]
    extra: dict[str, Any] = {}
    score: Optional[float] = None
    made: list[int] = Field(default_factory=lambda: [0])

    def as_dict(self):
        out = self.model_dump(exclude_unset=True)
        out["ids"] = torch.tensor(out.pop("ids"))
        extra = out.setdefault("extra", self.extra.copy())
        return out


s = Sample(ids=[1, 2])
s.extra["k"] = "v"
d = s.as_dict()
fs = sorted(s.model_fields_set)


class Tensors(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    t: torch.Tensor


tt = Tensors(t=torch.tensor([1.0, 2.0]))
same_tensor = tt.model_dump()["t"] is tt.t
