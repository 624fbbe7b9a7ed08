from typing import Optional
from typing_extensions import NotRequired, Required, TypedDict
from pydantic import BaseModel, TypeAdapter, ValidationError


class Opts(TypedDict, total=False):
    verbose: bool
    level: Required[int]


class Cfg(TypedDict):
    name: str
    opts: NotRequired[Opts]


class Holder(BaseModel):
    cfg: Cfg
    alt: Optional[Cfg] = None


h = Holder(cfg={'name': 'x', 'opts': {'level': '2'}})
d = h.model_dump()
try:
    Holder(cfg={'name': 'x', 'opts': {'verbose': 'maybe'}})
except ValidationError as e:
    errs = e.errors(include_url=False)
ta = TypeAdapter(Opts)
v = ta.validate_python({'level': 1, 'extra': 2})
schema = ta.json_schema()
