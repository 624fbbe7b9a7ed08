from typing import Optional
from pydantic import BaseModel, Field

class M(BaseModel):
    a: int
    b: Optional[str] = None
    c: list[int] = Field(default_factory=list, description="cs")
    d: float = Field(1.5, ge=0)

names = list(M.model_fields)
reqs = {k: v.is_required() for k, v in M.model_fields.items()}
anns = {k: repr(v.annotation) for k, v in M.model_fields.items()}
defaults = {k: repr(v.default) for k, v in M.model_fields.items()}
desc = M.model_fields["c"].description
fr = repr(M.model_fields["d"])
fr2 = repr(M.model_fields["c"])
fr3 = repr(M.model_fields["a"])
fr4 = repr(M.model_fields["b"])
