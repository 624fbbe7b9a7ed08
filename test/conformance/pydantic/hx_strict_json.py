from datetime import date
from enum import Enum
from uuid import UUID
from pydantic import BaseModel, ConfigDict, ValidationError


class Color(Enum):
    RED = 'red'


class M(BaseModel):
    model_config = ConfigDict(strict=True)
    d: date
    u: UUID
    c: Color
    t: tuple[int, int]


m = M.model_validate_json('{"d": "2020-01-02", "u": "12345678-1234-5678-1234-567812345678", "c": "red", "t": [1, 2]}')
vals = (repr(m.d), str(m.u), m.c.value, m.t)
try:
    M(d='2020-01-02', u='12345678-1234-5678-1234-567812345678', c='red', t=[1, 2])
except ValidationError as e:
    errs = e.errors(include_url=False)
