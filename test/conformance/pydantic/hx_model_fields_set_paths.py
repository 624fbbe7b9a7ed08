from typing import Optional
from pydantic import BaseModel, ConfigDict, Field


class Cfg(BaseModel):
    model_config = ConfigDict(validate_assignment=True)
    lr: float = 0.1
    steps: int = 100
    name: Optional[str] = None
    extra: dict = Field(default_factory=dict)


a = Cfg()
a_fs = sorted(a.model_fields_set)
a.lr = 0.5
a_fs2 = sorted(a.model_fields_set)
a.extra['k'] = 1
a_fs3 = sorted(a.model_fields_set)
b = Cfg(name=None, steps=100)
b_fs = sorted(b.model_fields_set)
b_unset = b.model_dump(exclude_unset=True)
b_defaults = b.model_dump(exclude_defaults=True)
c = Cfg.model_validate({'lr': 1})
c_fs = sorted(c.model_fields_set)
d = c.model_copy(update={'steps': 5})
d_fs = sorted(d.model_fields_set)
e = Cfg(**c.model_dump(exclude_unset=True))
e_fs = sorted(e.model_fields_set)
f = Cfg.model_validate(c)
f_same = f is c
g = Cfg.model_validate_json('{"name": "x"}')
g_fs = sorted(g.model_fields_set)
h = Cfg.model_construct(lr=2)
h_fs = sorted(h.model_fields_set)
del c.__dict__['name']
try:
    c_name = c.name
except AttributeError as e:
    attr_msg = str(e)
