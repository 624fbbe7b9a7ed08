from pydantic import BaseModel, ConfigDict, ValidationError

class A(BaseModel):
    model_config = ConfigDict(extra="allow")
    x: int = 0

class F(BaseModel):
    model_config = ConfigDict(extra="forbid")
    x: int = 0

class I(BaseModel):
    x: int = 0

a = A(x=1, y=2, z="s")
ra = repr(a)
da = a.model_dump()
extra = a.model_extra
fs = sorted(a.model_fields_set)
ya = a.y
try:
    F(x=1, y=2)
except ValidationError as e:
    msg = str(e)
    errs = e.errors()
i = I(x=1, y=2)
ri = repr(i)
hasy = hasattr(i, "y")
