from pydantic import BaseModel, ValidationError, field_validator
from pydantic_core import PydanticCustomError


class M(BaseModel):
    a: int
    b: str = ''

    @field_validator('a')
    @classmethod
    def check_a(cls, v):
        if v % 2:
            raise PydanticCustomError('odd_number', 'value {v} is odd', {'v': v})
        return v

    @field_validator('b')
    @classmethod
    def check_b(cls, v):
        assert v != 'bad', 'b must not be bad'
        return v


try:
    M(a=3, b='bad')
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
try:
    M(a='x')
except ValidationError as e:
    errs2 = e.errors(include_url=False)
