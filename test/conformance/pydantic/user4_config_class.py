from pydantic import BaseModel, ValidationError

class M(BaseModel):
    a: int = 0

    class Config:
        extra = "forbid"
        frozen = True

try:
    M(a=1, b=2)
except ValidationError as e:
    msg = str(e)
m = M(a=1)
try:
    m.a = 2
except ValidationError as e:
    msg2 = str(e)
cfg = dict(M.model_config)
