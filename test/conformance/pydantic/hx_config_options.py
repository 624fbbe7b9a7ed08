from enum import Enum
from pydantic import BaseModel, ConfigDict, ValidationError


class Color(Enum):
    RED = 'red'
    BLUE = 'blue'


class C(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True, str_to_lower=True, use_enum_values=True, extra='forbid', validate_default=True)
    name: str = '  DEFAULT  '
    color: Color = Color.RED


c = C(name='  Hello ', color='blue')
name = c.name
color = c.color
default_name = C().name
try:
    C(other=1)
except ValidationError as e:
    errs = e.errors(include_url=False)


class F(BaseModel):
    model_config = ConfigDict(frozen=True)
    x: int


f = F(x=1)
try:
    f.x = 2
except ValidationError as e:
    frozen_errs = e.errors(include_url=False)
h = hash(f) == hash(F(x=1))


class V(BaseModel):
    model_config = ConfigDict(validate_assignment=True, str_max_length=5)
    s: str = 'a'
    n: int = 0


v = V()
v.n = '42'
n = v.n
fs = sorted(v.model_fields_set)
try:
    v.s = 'toolongvalue'
except ValidationError as e:
    assign_errs = e.errors(include_url=False)


class Ignore(BaseModel):
    model_config = ConfigDict(extra='ignore')
    a: int


ig = Ignore(a=1, b=2).model_dump()


class Allow(BaseModel):
    model_config = ConfigDict(extra='allow')
    a: int


al = Allow(a=1, b=2)
al_dump = al.model_dump()
al_extra = al.model_extra
al_fs = sorted(al.model_fields_set)
al.c = 3
al_dump2 = al.model_dump()
