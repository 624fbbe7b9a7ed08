from typing import List
from pydantic import BaseModel, ConfigDict, Field, ValidationError


class S(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True, str_to_lower=True, str_max_length=6, validate_default=True, use_enum_values=False, coerce_numbers_to_str=True)
    name: str = "  DEFAULT  "
    code: str = ""


class F(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore", revalidate_instances="always", from_attributes=True)
    a: int
    b: List[int] = []


class Obj:
    def __init__(self):
        self.a = "4"
        self.b = (1, 2)


out = []
for data in [{}, {"name": "  MiXeD "}, {"code": 12}, {"name": "waytoolongname"}]:
    try:
        out.append(S(**data).model_dump())
    except ValidationError as e:
        out.append([(x["type"], x["msg"]) for x in e.errors()])
f = F(a=1, junk=2)
f2 = F.model_validate(f)
same = f2 is f
fa = F.model_validate(Obj()).model_dump()
cfg = (dict(S.model_config), dict(F.model_config))
