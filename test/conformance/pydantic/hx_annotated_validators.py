from typing import Annotated
from pydantic import AfterValidator, BaseModel, BeforeValidator, PlainValidator, ValidationError, WrapValidator


def not_empty(v: str) -> str:
    if not v:
        raise ValueError('empty!')
    return v


def split(v):
    return v.split(',') if isinstance(v, str) else v


def clamp(v, handler):
    try:
        return handler(v)
    except ValidationError:
        return 0


Name = Annotated[str, AfterValidator(not_empty), AfterValidator(str.strip)]
CSV = Annotated[list[int], BeforeValidator(split)]
Safe = Annotated[int, WrapValidator(clamp)]
Anything = Annotated[int, PlainValidator(lambda v: 99)]


class M(BaseModel):
    name: Name
    nums: CSV = []
    safe: Safe = 0
    any_: Anything = 0


m = M(name=' a ', nums='1,2,3', safe='oops', any_='zzz')
d = m.model_dump()
try:
    M(name='')
except ValidationError as e:
    errs = e.errors(include_url=False)
try:
    M(name='x', nums='1,a')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
