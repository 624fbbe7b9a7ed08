from pydantic import BaseModel, ConfigDict, ValidationError


class Base(BaseModel):
    x: int


class Sub(Base):
    y: int = 0


class Holder(BaseModel):
    b: Base


s = Sub(x=1, y=2)
h = Holder(b=s)
same = h.b is s
kind = type(h.b).__name__
d = h.model_dump()


class Reval(BaseModel):
    model_config = ConfigDict(revalidate_instances='always')
    b: Base


r = Reval(b=s)
r_same = r.b is s
r_kind = type(r.b).__name__
s.x = 'bad'
try:
    Reval(b=s)
except ValidationError as e:
    errs = e.errors(include_url=False)
h2 = Holder(b=s)
h2_x = h2.b.x


class SubsRe(BaseModel):
    model_config = ConfigDict(revalidate_instances='subclass-instances')
    b: Base


b = Base(x=3)
sr = SubsRe(b=b)
sr_same = sr.b is b
sr2 = SubsRe(b=Sub(x=4)).b
sr2_kind = type(sr2).__name__
