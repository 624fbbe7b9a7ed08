# A pydantic rollout config drives padding and dtype choices for a batch of tensors.
from typing import Literal

import torch
from pydantic import BaseModel, ConfigDict, Field, ValidationError


class RolloutConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prompt_length: int = Field(4, gt=0)
    response_length: int = Field(3, gt=0)
    pad_token_id: int = 0
    dtype: Literal["float32", "bfloat16", "float16"] = "float32"
    temperature: float = Field(1.0, ge=0.0)
    n: int = 1


cfg = RolloutConfig(response_length=5, dtype="bfloat16", n=2)
dtype = getattr(torch, cfg.dtype)
samples = [[3, 4], [5, 6, 7, 8, 9, 10], [11]]
rows = []
for s in samples:
    s = s[: cfg.response_length]
    rows.append(s + [cfg.pad_token_id] * (cfg.response_length - len(s)))
responses = torch.tensor(rows).repeat_interleave(cfg.n, dim=0)
logprobs = torch.zeros(responses.shape, dtype=dtype)
mask = (responses != cfg.pad_token_id).to(dtype)
dts = [str(logprobs.dtype), str(mask.dtype), str(responses.dtype)]
shape = list(responses.shape)
try:
    RolloutConfig(response_length=0)
except ValidationError as e:
    err = e.errors()[0]["msg"]
try:
    RolloutConfig(top_k=5)
except ValidationError as e:
    err2 = e.errors()[0]["type"]
try:
    RolloutConfig(dtype="int8")
except ValidationError as e:
    err3 = str(e).splitlines()[0]
dumped = cfg.model_dump()
