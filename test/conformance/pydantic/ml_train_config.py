from typing import List, Literal, Optional, Tuple
from pydantic import BaseModel, Field, ValidationError, model_validator, field_validator


class OptimConfig(BaseModel):
    name: Literal["adam", "adamw", "sgd"] = "adamw"
    lr: float = Field(3e-4, gt=0, le=1)
    betas: Tuple[float, float] = (0.9, 0.999)
    weight_decay: float = Field(0.0, ge=0)


class TrainConfig(BaseModel):
    model_name: str
    batch_size: int = Field(32, gt=0, multiple_of=8)
    epochs: int = 3
    optim: OptimConfig = OptimConfig()
    layers: List[int] = [128, 64]
    warmup_ratio: Optional[float] = None

    @field_validator("model_name")
    @classmethod
    def lower(cls, v):
        return v.lower()

    @model_validator(mode="after")
    def check_warmup(self):
        if self.warmup_ratio is not None and not 0 <= self.warmup_ratio < 1:
            raise ValueError("warmup_ratio must be in [0, 1)")
        return self


cfg = TrainConfig(model_name="GPT2-Small", batch_size="64", optim={"lr": "1e-3", "betas": [0.8, 0.99]}, warmup_ratio=0.1)
d = cfg.model_dump()
j = cfg.model_dump_json(indent=2)
js = cfg.model_dump(mode="json")
unset = cfg.model_dump(exclude_unset=True)
optim_set = sorted(cfg.optim.model_fields_set)
default_optim_set = sorted(TrainConfig(model_name="x").optim.model_fields_set)
errs = []
for kw in [dict(model_name="m", batch_size=12), dict(model_name="m", optim={"lr": 0}), dict(model_name="m", warmup_ratio=1.5), dict(model_name="m", optim={"name": "lion"}), dict(batch_size=0)]:
    try:
        TrainConfig(**kw)
    except ValidationError as e:
        errs.append([(x["type"], x["loc"], x["msg"], x.get("ctx")) for x in e.errors()])
