import warnings
from typing import Any
from pydantic import BaseModel, field_serializer
from pydantic_core import PydanticSerializationError


class M(BaseModel):
    n: int
    payload: Any = None


m = M(n=1)
m.n = 'not an int'
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    d = m.model_dump()
    nwarn = len(w)
    text = str(w[0].message) if w else ''
quiet = m.model_dump(warnings='none')
try:
    m.model_dump(warnings='error')
except PydanticSerializationError as e:
    err = str(e)
obj = M(n=1, payload=object())
try:
    obj.model_dump_json()
except PydanticSerializationError as e:
    err2 = str(e)
fb = obj.model_dump_json(fallback=lambda v: 'X')
