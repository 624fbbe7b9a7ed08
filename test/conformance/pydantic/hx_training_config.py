from typing import Literal, Optional
from pydantic import BaseModel, ConfigDict, Field, ValidationError, computed_field, field_validator, model_validator


class OptimCfg(BaseModel):
    model_config = ConfigDict(extra='forbid', validate_assignment=True)
    lr: float = Field(1e-3, gt=0)
    betas: tuple[float, float] = (0.9, 0.999)
    weight_decay: float = 0.0
    schedule: Literal['cosine', 'linear', 'constant'] = 'cosine'


class TrainCfg(BaseModel):
    model_config = ConfigDict(extra='forbid')
    batch_size: int = Field(32, ge=1)
    micro_batch: Optional[int] = None
    epochs: int = 1
    optim: OptimCfg = Field(default_factory=OptimCfg)

    @field_validator('micro_batch')
    @classmethod
    def mb(cls, v, info):
        if v is not None and info.data.get('batch_size', 0) % v:
            raise ValueError('batch_size must be divisible by micro_batch')
        return v

    @model_validator(mode='after')
    def default_mb(self):
        if self.micro_batch is None:
            self.micro_batch = self.batch_size
        return self

    @computed_field
    @property
    def grad_accum(self) -> int:
        return self.batch_size // self.micro_batch


cfg = TrainCfg(batch_size='64', micro_batch=16, optim={'lr': '3e-4', 'betas': [0.8, 0.9]})
d = cfg.model_dump()
fs = sorted(cfg.model_fields_set)
ofs = sorted(cfg.optim.model_fields_set)
c2 = TrainCfg()
c2_fs = sorted(c2.model_fields_set)
c2_mb = c2.micro_batch
unset = c2.model_dump(exclude_unset=True)
cfg.optim.lr = '0.1'
lr = cfg.optim.lr
ofs2 = sorted(cfg.optim.model_fields_set)
try:
    TrainCfg(batch_size=10, micro_batch=3, optim={'lr': 0, 'momentum': 1})
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
try:
    cfg.optim.schedule = 'step'
except ValidationError as e:
    errs2 = e.errors(include_url=False)
