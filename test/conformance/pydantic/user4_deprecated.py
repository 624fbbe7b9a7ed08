import warnings
from pydantic import BaseModel

class M(BaseModel):
    a: int = 1
    b: list[int] = []

m = M(a=2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    d = m.dict()
    j = m.json()
    c = m.copy(update={"a": 5})
    rc = repr(c)
    p = M.parse_obj({"a": 3})
    rp = repr(p)
    fs = sorted(m.__fields_set__)
    names = list(M.__fields__)
    cats = [x.category.__name__ for x in w]
    msgs = [str(x.message).splitlines()[0] for x in w]
