from typing import Optional
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    ids: list[int]
    score: Optional[float] = None
    name: str = ""

m = M.model_validate_json('{"ids": [1, 2], "score": 0.5}')
r = repr(m)
j = m.model_dump_json()
j2 = m.model_dump_json(exclude_defaults=True)
try:
    M.model_validate_json('{"ids": [1, "x"]}')
except ValidationError as e:
    msg = str(e)
try:
    M.model_validate_json('{"ids": [1,')
except ValidationError as e:
    msg2 = str(e)
    errs = [(x["type"], x["loc"]) for x in e.errors()]
f = M(ids=[], score=float("inf")).model_dump_json()
