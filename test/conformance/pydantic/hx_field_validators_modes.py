from typing import Any
from pydantic import BaseModel, ValidationError, ValidationInfo, field_validator


log = []


class M(BaseModel):
    a: int
    b: str = 'dflt'
    c: list[int] = []

    @field_validator('a', mode='before')
    @classmethod
    def a_before(cls, v: Any) -> Any:
        log.append(('a_before', repr(v)))
        if isinstance(v, str):
            return v.replace(',', '')
        return v

    @field_validator('a')
    @classmethod
    def a_after(cls, v: int) -> int:
        log.append(('a_after', v))
        if v < 0:
            raise ValueError('must be non-negative')
        return v * 2

    @field_validator('b', mode='wrap')
    @classmethod
    def b_wrap(cls, v, handler, info: ValidationInfo):
        log.append(('b_wrap', repr(v), sorted(info.data)))
        try:
            return handler(v)
        except ValidationError:
            return 'fallback'

    @field_validator('c', mode='plain')
    @classmethod
    def c_plain(cls, v):
        log.append(('c_plain', repr(v)))
        return [len(v)]


m = M(a='1,000', b=5, c='xyz')
vals = m.model_dump()
fs = sorted(m.model_fields_set)
try:
    M(a=-1)
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
m2 = M(a=3)
log2 = list(log)
