from typing import Optional, Union
from pydantic import BaseModel, ValidationError


class A(BaseModel):
    kind: str = 'a'
    x: int


class B(BaseModel):
    kind: str = 'b'
    y: str


class C(BaseModel):
    items: list[Union[A, B]]
    lookup: dict[str, Optional[Union[int, list[int]]]] = {}


c = C(items=[{'x': 1}, {'y': 'q'}, A(x=2)], lookup={'a': 1, 'b': [1, '2'], 'c': None})
kinds = [type(i).__name__ for i in c.items]
d = c.model_dump()
try:
    C(items=[{'z': 1}], lookup={'a': 'x'})
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
