from pydantic import BaseModel

class M(BaseModel):
    a: int = 0
    b: list[int] = []

m = M(a=1)
c = m.model_copy(update={"b": [5]})
fs = sorted(c.model_fields_set)
same = c.b is m.b
c2 = m.model_copy(update={"a": "not an int"})
r = repr(c2)
c3 = m.model_copy(deep=True)
eq = c3 == m
ident = c3 is m
m.b.append(9)
shallow = m.model_copy()
shares = shallow.b is m.b
rb = shallow.b
