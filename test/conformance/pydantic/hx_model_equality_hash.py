from pydantic import BaseModel, ConfigDict


class P(BaseModel):
    x: int
    y: int = 0


class Q(BaseModel):
    x: int
    y: int = 0


a = P(x=1)
b = P(x=1, y=0)
eq1 = a == b
eq2 = a == Q(x=1)
eq3 = a == {'x': 1, 'y': 0}
fs_differ = a.model_fields_set != b.model_fields_set
try:
    h = hash(a)
except TypeError as e:
    hash_msg = str(e)


class F(BaseModel):
    model_config = ConfigDict(frozen=True)
    x: int
    tags: tuple[str, ...] = ()


s = {F(x=1), F(x=1), F(x=2, tags=('a',))}
n = len(s)
it = list(F(x=3))
dict_view = dict(F(x=4, tags=('b',)))
