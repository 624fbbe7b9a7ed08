from typing import Union
from pydantic import BaseModel, Field, ValidationError


class Smart(BaseModel):
    v: Union[int, str, float]
    w: Union[str, int]
    z: Union[list[int], dict[str, int], None] = None


s = Smart(v='1', w=1, z={'a': 1})
types = [type(s.v).__name__, type(s.w).__name__, type(s.z).__name__]
s2 = Smart(v=1.0, w='2')
types2 = [type(s2.v).__name__, type(s2.w).__name__]


class LTR(BaseModel):
    v: Union[str, int] = Field(union_mode='left_to_right')


l = LTR(v=1)
l_type = type(l.v).__name__
try:
    Smart(v=[1], w=None)
except ValidationError as e:
    errs = e.errors(include_url=False)
