from typing import List, Literal, Optional, Union
from uuid import UUID
from pydantic import BaseModel, Field, ValidationError


class A(BaseModel):
    x: int


class B(BaseModel):
    x: int
    y: int


class Holder(BaseModel):
    v: Union[int, str, float] = 0
    w: Union[str, int] = ""
    m: Union[A, B, None] = None
    l: Union[List[int], List[str]] = []
    u: Union[UUID, str] = ""
    ltr: Union[str, int] = Field("", union_mode="left_to_right")


cases = []
for data in [{"v": "1"}, {"v": 1.5}, {"v": "x"}, {"w": 1}, {"m": {"x": 1, "y": 2}}, {"m": {"x": 1}}, {"l": ["1", "2"]}, {"l": [1, "a"]}, {"u": "12345678-1234-5678-1234-567812345678"}, {"ltr": 5}, {"v": True}]:
    h = Holder(**data)
    key = next(iter(data))
    val = getattr(h, key)
    cases.append((key, type(val).__name__, repr(val)))
try:
    Holder(v=[1])
except ValidationError as e:
    errs = [(x["type"], x["loc"], x["msg"]) for x in e.errors()]
