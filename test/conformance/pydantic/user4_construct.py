from pydantic import BaseModel

class M(BaseModel):
    a: int
    b: str = "x"

m = M.model_construct(a="not validated")
r = repr(m)
fs = sorted(m.model_fields_set)
m2 = M.model_construct(_fields_set={"b"}, a=1, b="y")
fs2 = sorted(m2.model_fields_set)
d2 = m2.model_dump(exclude_unset=True)
