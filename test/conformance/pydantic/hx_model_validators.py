from typing import Any
from typing_extensions import Self
from pydantic import BaseModel, ValidationError, model_validator


class Range(BaseModel):
    lo: int
    hi: int

    @model_validator(mode='before')
    @classmethod
    def from_tuple(cls, data: Any) -> Any:
        if isinstance(data, (tuple, list)):
            return {'lo': data[0], 'hi': data[1]}
        return data

    @model_validator(mode='after')
    def check(self) -> Self:
        if self.lo > self.hi:
            raise ValueError(f'lo {self.lo} > hi {self.hi}')
        return self


r = Range.model_validate([1, 5])
r_fs = sorted(r.model_fields_set)
try:
    Range.model_validate((9, 2))
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title
    n = e.error_count()


class Wrapped(BaseModel):
    x: int = 0

    @model_validator(mode='wrap')
    @classmethod
    def w(cls, data, handler):
        if data == 'zero':
            return cls(x=0)
        inst = handler(data)
        inst.x += 100
        return inst


w1 = Wrapped.model_validate('zero')
w2 = Wrapped.model_validate({'x': 1})
w1_fs = sorted(w1.model_fields_set)
w2_fs = sorted(w2.model_fields_set)
try:
    Wrapped.model_validate('bad')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
