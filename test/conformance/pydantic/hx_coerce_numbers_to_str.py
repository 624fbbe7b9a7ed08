from pydantic import BaseModel, ConfigDict, ValidationError


class M(BaseModel):
    model_config = ConfigDict(coerce_numbers_to_str=True)
    s: str
    t: str = ''


m = M(s=5, t=1.5)
vals = (m.s, m.t)
try:
    M(s=True)
except ValidationError as e:
    errs = e.errors(include_url=False)


class N(BaseModel):
    s: str


try:
    N(s=5)
except ValidationError as e:
    errs2 = e.errors(include_url=False)
