from typing import Annotated
from pydantic import BaseModel, ConfigDict, Field, Strict, StrictBool, StrictInt, StrictStr, TypeAdapter, ValidationError


class S(BaseModel):
    a: StrictInt
    b: Annotated[float, Strict()] = 0.0
    c: int = Field(0, strict=True)
    d: StrictStr = ''
    e: StrictBool = False
    f: int = 0


ok = S(a=1, b=2.0, f='3').model_dump()
try:
    S(a='1', b=1, c=1.0, d=b'x', e=1, f='x')
except ValidationError as e:
    errs = e.errors(include_url=False)


class AllStrict(BaseModel):
    model_config = ConfigDict(strict=True)
    x: int
    y: list[int] = []


try:
    AllStrict(x='1', y=('1',))
except ValidationError as e:
    errs2 = e.errors(include_url=False)
lax = AllStrict.model_validate({'x': '5'}, strict=False).x
json_ok = AllStrict.model_validate_json('{"x": 5, "y": [1]}').y
try:
    TypeAdapter(int).validate_python('1', strict=True)
except ValidationError as e:
    errs3 = e.errors(include_url=False)
try:
    S.model_validate({'a': 1, 'f': '1'}, strict=True)
except ValidationError as e:
    errs4 = e.errors(include_url=False)
