from typing import Generic, Optional, TypeVar
from pydantic import BaseModel, TypeAdapter, ValidationError

T = TypeVar('T')


def adapter_for(t):
    return TypeAdapter(list[t])


ia = adapter_for(int)
sa = adapter_for(str)
a = ia.validate_python(['1', 2])
b = sa.validate_python(['x'])
try:
    ia.validate_python(['x'])
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title
opt = TypeAdapter(Optional[int])
o = (opt.validate_python(None), opt.validate_python('3'))
schema = opt.json_schema()
strict = TypeAdapter(int).validate_json('5', strict=True)
try:
    TypeAdapter(int).validate_json('"5"', strict=True)
except ValidationError as e:
    errs2 = e.errors(include_url=False)
