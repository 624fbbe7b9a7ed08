import dataclasses
from pydantic import BaseModel, ValidationError


@dataclasses.dataclass
class Cfg:
    lr: float
    steps: int = 10


class Run(BaseModel):
    cfg: Cfg
    name: str = 'run'


r = Run(cfg={'lr': '0.1', 'steps': '5'})
cfg_type = type(r.cfg).__name__
vals = (r.cfg.lr, r.cfg.steps)
d = r.model_dump()
j = r.model_dump_json()
r2 = Run(cfg=Cfg(lr=1.0))
same = r2.cfg.steps
try:
    Run(cfg={'lr': 'x'})
except ValidationError as e:
    errs = e.errors(include_url=False)
try:
    Run(cfg=5)
except ValidationError as e:
    errs2 = e.errors(include_url=False)
