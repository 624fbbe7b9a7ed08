# A trainer config in pydantic with field and model validators guarding batch-size arithmetic.
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator


class ActorConfig(BaseModel):
    ppo_mini_batch_size: int = Field(256, gt=0)
    ppo_micro_batch_size_per_gpu: int = 8
    loss_agg_mode: Literal["token-mean", "seq-mean-token-sum", "seq-mean-token-mean"] = "token-mean"
    clip_ratio: float = 0.2
    n_gpus: int = 1

    @field_validator("clip_ratio")
    @classmethod
    def check_clip(cls, v: float) -> float:
        if not 0 < v < 1:
            raise ValueError(f"clip_ratio must be in (0, 1), got {v}")
        return v

    @model_validator(mode="after")
    def check_divisible(self):
        per_gpu = self.ppo_mini_batch_size // self.n_gpus
        if per_gpu % self.ppo_micro_batch_size_per_gpu != 0:
            raise ValueError(f"{per_gpu} is not divisible by {self.ppo_micro_batch_size_per_gpu}")
        return self


ok = ActorConfig(n_gpus=4)
grad_accum = ok.ppo_mini_batch_size // ok.n_gpus // ok.ppo_micro_batch_size_per_gpu
problems = []
for kwargs in ({"clip_ratio": 1.5}, {"ppo_mini_batch_size": 100, "n_gpus": 3}, {"loss_agg_mode": "sum"}, {"ppo_mini_batch_size": 0}):
    try:
        ActorConfig(**kwargs)
    except ValidationError as e:
        problems.append([(err["type"], err["loc"], err["msg"]) for err in e.errors()])
from_yaml_like = ActorConfig.model_validate({"ppo_mini_batch_size": "64", "clip_ratio": "0.1"})
dumped = from_yaml_like.model_dump(exclude_unset=True)
