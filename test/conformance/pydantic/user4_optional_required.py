from typing import Optional, Union
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    a: Optional[int]
    b: int | None = None
    c: Union[None, str] = "x"

try:
    M()
except ValidationError as e:
    msg = str(e)
m = M(a=None)
r = repr(m)
req = {k: f.is_required() for k, f in M.model_fields.items()}
m2 = M(a=1, b=None, c=None)
d = m2.model_dump(exclude_none=True)
d2 = m2.model_dump(exclude_unset=True)
