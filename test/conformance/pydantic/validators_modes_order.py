from typing import Annotated, Any, List
from pydantic import BaseModel, AfterValidator, BeforeValidator, WrapValidator, PlainValidator, ValidationError, field_validator, model_validator, ValidationInfo

calls = []


def before_a(v):
    calls.append(("before_a", v))
    return v


def before_b(v):
    calls.append(("before_b", v))
    return v


def after_a(v):
    calls.append(("after_a", v))
    return v


def after_b(v):
    calls.append(("after_b", v))
    return v


def wrap(v, handler):
    calls.append(("wrap_in", v))
    r = handler(v)
    calls.append(("wrap_out", r))
    return r


Number = Annotated[int, BeforeValidator(before_a), AfterValidator(after_a), WrapValidator(wrap), BeforeValidator(before_b), AfterValidator(after_b)]


class M(BaseModel):
    n: Number
    doubled: Annotated[Any, PlainValidator(lambda v: v * 2)] = 0

    @field_validator("n", mode="before")
    @classmethod
    def fv_before(cls, v, info: ValidationInfo):
        calls.append(("fv_before", v, info.field_name, dict(info.data)))
        return v

    @field_validator("n")
    @classmethod
    def fv_after(cls, v):
        calls.append(("fv_after", v))
        return v

    @model_validator(mode="before")
    @classmethod
    def mv_before(cls, data):
        calls.append(("mv_before", dict(data)))
        return data

    @model_validator(mode="wrap")
    @classmethod
    def mv_wrap(cls, data, handler):
        calls.append(("mv_wrap_in",))
        m = handler(data)
        calls.append(("mv_wrap_out", m.n))
        return m

    @model_validator(mode="after")
    def mv_after(self):
        calls.append(("mv_after", self.n))
        return self


m = M(n="5", doubled="ab")
first = list(calls)
calls.clear()
try:
    M(n="x")
except ValidationError as e:
    errs = e.errors()
second = list(calls)
