from pydantic import BaseModel, ConfigDict, ValidationError

class P(BaseModel):
    model_config = ConfigDict(frozen=True)
    x: int
    y: int = 0

p = P(x=1)
h = hash(p) == hash(P(x=1))
try:
    p.x = 5
except ValidationError as e:
    msg = str(e)
    errs = e.errors()
q = p.model_copy(update={"x": 7})
rq = repr(q)
s = {p, P(x=1), P(x=2)}
n = len(s)
