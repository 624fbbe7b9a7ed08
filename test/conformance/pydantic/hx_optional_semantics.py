from typing import Optional, Union
from pydantic import BaseModel, ValidationError


class M(BaseModel):
    required_nullable: Optional[int]
    optional_default: Optional[int] = None
    union_none: Union[int, None] = 5
    plain_default: int = 3


try:
    M()
except ValidationError as e:
    errs = e.errors(include_url=False)
m = M(required_nullable=None)
fs = sorted(m.model_fields_set)
d = m.model_dump(exclude_none=True)
req = {k: f.is_required() for k, f in M.model_fields.items()}
ann = {k: repr(f.annotation) for k, f in M.model_fields.items()}
try:
    M(required_nullable='x', plain_default=None)
except ValidationError as e:
    errs2 = e.errors(include_url=False)
