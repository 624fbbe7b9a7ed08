from typing import Any, Optional
from pydantic import BaseModel, Json, ValidationError


class Payload(BaseModel):
    raw: Json[dict[str, int]]
    anything: Json[Any] = None
    meta: dict[str, Any] = {}
    pair: Optional[tuple[int, int]] = None


p = Payload(raw='{"a": 1}', anything='[1, 2, "x"]', meta={'t': (1, 2), 's': {'k': [1]}}, pair=[1, 2])
d = p.model_dump()
js = p.model_dump(mode='json')
txt = p.model_dump_json()
rt = p.model_dump_json(round_trip=True)
back = Payload.model_validate_json(rt).model_dump()
try:
    Payload(raw='{bad json')
except ValidationError as e:
    errs = e.errors(include_url=False)
try:
    Payload(raw='{"a": "x"}')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
ind = Payload(raw='{}').model_dump_json(indent=2)
