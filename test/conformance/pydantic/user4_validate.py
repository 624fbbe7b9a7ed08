from pydantic import BaseModel, ValidationError

class M(BaseModel):
    n: int
    s: str
    f: float = 1.0

m = M.model_validate({"n": "5", "s": "x"})
r = repr(m)
try:
    M.model_validate({"n": "five", "s": 3})
except ValidationError as e:
    msg = str(e)
    errs = e.errors()
    cnt = e.error_count()
    title = e.title
try:
    M.model_validate([1, 2])
except ValidationError as e:
    msg2 = str(e)
    errs2 = [(x["type"], x["loc"], x["msg"]) for x in e.errors()]
