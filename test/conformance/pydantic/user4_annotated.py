from typing import Annotated
from pydantic import BaseModel, Field, ValidationError

class M(BaseModel):
    n: Annotated[int, Field(ge=0, le=10)] = 0
    s: Annotated[str, Field(min_length=2, max_length=4)] = "ab"
    l: Annotated[list[int], Field(max_length=2)] = []

m = M(n=3, s="abc")
r = repr(m)
try:
    M(n=11, s="a", l=[1, 2, 3])
except ValidationError as e:
    msg = str(e)
    errs = [(x["type"], x["loc"], x["msg"], x.get("ctx")) for x in e.errors()]
