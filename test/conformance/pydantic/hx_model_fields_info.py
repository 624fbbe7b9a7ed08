from typing import Annotated, Optional
from pydantic import BaseModel, Field


class M(BaseModel):
    a: int
    b: Annotated[str, Field(min_length=1, description='bee')] = 'x'
    c: Optional[list[int]] = Field(default=None, examples=[[1]])
    d: float = Field(default_factory=lambda: 1.5, gt=0)


info = {k: (repr(f.annotation), f.is_required(), repr(f.default), f.description, repr(f.metadata)) for k, f in M.model_fields.items()}
r = repr(M.model_fields['b'])
factory = M.model_fields['d'].default_factory()
json_extra = M.model_fields['c'].examples
