# from __future__ import annotations with NamedTuple and TypedDict fields, validate_call, TypeAdapter and get_type_hints
# (which cannot see the scenario module in the reference runner).
from __future__ import annotations
from typing import NamedTuple, Optional
from typing_extensions import TypedDict
from pydantic import BaseModel, validate_call, TypeAdapter
import typing
class Pt(NamedTuple):
    x: int
    y: Optional[int] = None
class Meta(TypedDict):
    k: int
class M(BaseModel):
    p: Pt
    m: Meta
    xs: list[Pt] = []
m = M(p=('1',), m={'k': '2'}, xs=[[3, 4]])
a = (repr(m), m.model_dump(), Pt.__annotations__, typing.get_type_hints(Pt), typing.get_type_hints(M))
@validate_call
def f(a: int, b: Optional[Pt] = None) -> str:
    return f'{a}{b}'
b = (f('5'), f(1, (2, 3)))
c = TypeAdapter(Pt).validate_python({'x': '7'})
def g(x: int) -> list[int]:
    return [x]
d = (g.__annotations__, typing.get_type_hints(g))
class Plain:
    a: int
    b: 'str'
e = typing.get_type_hints(Plain)
