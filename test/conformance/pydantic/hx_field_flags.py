from pydantic import BaseModel, Field, ValidationError


class M(BaseModel):
    id: int = Field(frozen=True)
    secret: str = Field('s', exclude=True)
    hidden: int = Field(0, repr=False)
    maybe: int = Field(0, exclude_if=lambda v: v == 0)
    title_: str = Field('t', title='The title', description='desc')


m = M(id=1, hidden=5)
r = repr(m)
d = m.model_dump()
d2 = M(id=2, maybe=3).model_dump()
try:
    m.id = 5
except ValidationError as e:
    errs = e.errors(include_url=False)
m.hidden = 9
fs = sorted(m.model_fields_set)
info = {k: (v.title, v.description, v.exclude, v.frozen, v.repr) for k, v in M.model_fields.items()}
