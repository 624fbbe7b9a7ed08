from typing import Any
from pydantic import BaseModel, field_validator, model_validator, ValidationError

class M(BaseModel):
    n: int = 0
    calls: list = []

    @field_validator("n", mode="wrap")
    @classmethod
    def wrap(cls, v, handler):
        try:
            return handler(v)
        except ValidationError:
            return -1

    @model_validator(mode="wrap")
    @classmethod
    def mw(cls, data: Any, handler):
        res = handler(data)
        res.calls = ["wrapped"]
        return res

r1 = repr(M(n="x"))
r2 = repr(M(n="3"))
