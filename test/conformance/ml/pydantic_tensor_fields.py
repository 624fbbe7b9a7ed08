# Pydantic models holding tensors with arbitrary_types_allowed, validated shapes, and dumps.
from typing import Optional

import torch
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator


class Rollout(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    token_ids: torch.Tensor
    logprobs: Optional[torch.Tensor] = None
    reward: float = 0.0

    @field_validator("token_ids")
    @classmethod
    def one_dim(cls, v: torch.Tensor) -> torch.Tensor:
        if v.dim() != 1:
            raise ValueError(f"token_ids must be 1-D, got shape {tuple(v.shape)}")
        return v.long()


r = Rollout(token_ids=torch.tensor([5, 6, 7], dtype=torch.int32), logprobs=torch.tensor([-0.1, -0.2, -0.3]))
dt = str(r.token_ids.dtype)
d = r.model_dump()
d_keys = sorted(d)
same_obj = d["logprobs"] is r.logprobs
copied = r.model_copy(update={"reward": 1.0})
shares = copied.token_ids is r.token_ids
try:
    Rollout(token_ids=torch.zeros(2, 2))
except ValidationError as e:
    err = e.errors()[0]["msg"]
try:
    Rollout(token_ids=[1, 2, 3])
except ValidationError as e:
    err2 = e.errors()[0]["type"]
r.logprobs.mul_(2)
after = copied.logprobs.tolist()
fields_set = sorted(r.model_fields_set)
