from pydantic import BaseModel, ConfigDict, PrivateAttr
class M(BaseModel):
    model_config = ConfigDict(extra='allow')
    a: int = 0
    _p: int = PrivateAttr(1)
m = M(a=1, z=2)
del m.a
fs = sorted(m.model_fields_set)
try:
    m.a
except AttributeError as e:
    e1 = str(e)
del m.z
ex = m.model_extra
del m._p
try:
    del m._p
except AttributeError as e:
    e2 = str(e)
try:
    del m.nope
except AttributeError as e:
    e3 = str(e)
try:
    del m.a
except AttributeError as e:
    e4 = str(e)
m.q = 5
