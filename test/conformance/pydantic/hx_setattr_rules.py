from pydantic import BaseModel, ConfigDict


class M(BaseModel):
    a: int = 0


m = M()
try:
    m.b = 1
except ValueError as e:
    msg = str(e)
    kind = type(e).__name__
m.a = 'not validated'
a_val = m.a
fs = sorted(m.model_fields_set)
try:
    del m.a
    after_del = 'a' in m.__dict__
except AttributeError as e:
    del_msg = str(e)
try:
    m.model_fields_set.add('zzz')
    fs2 = sorted(m.model_fields_set)
except Exception as e:
    fs2 = type(e).__name__


class N(BaseModel):
    model_config = ConfigDict(extra='allow')
    a: int = 0


n = N(x=1)
n.y = 2
n_fs = sorted(n.model_fields_set)
n_extra = n.model_extra
n_dump = n.model_dump()
n.a = 3
n_fs2 = sorted(n.model_fields_set)
