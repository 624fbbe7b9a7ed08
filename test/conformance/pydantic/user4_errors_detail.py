from pydantic import BaseModel, ValidationError, Field

class Inner(BaseModel):
    x: int

class M(BaseModel):
    inner: Inner
    items: list[Inner] = []
    mapping: dict[str, int] = {}
    n: int = Field(gt=0)

try:
    M(inner={"x": "a"}, items=[{"x": 1}, {}], mapping={"a": "b", "c": 1}, n=0)
except ValidationError as e:
    msg = str(e)
    errs = e.errors()
    cnt = e.error_count()
    locs = [".".join(str(p) for p in x["loc"]) for x in errs]
    ctxs = [x.get("ctx") for x in errs]
    urls = [x.get("url") for x in errs]
    r = repr(e)[:60]
try:
    M.model_validate("notadict")
except ValidationError as e:
    msg2 = str(e)
