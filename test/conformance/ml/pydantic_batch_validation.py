# Pydantic models validating lists that become tensors: validators, computed fields, dumps of requests.
from typing import Optional

import torch
from pydantic import BaseModel, Field, computed_field, field_validator, model_validator


class GenerationRequest(BaseModel):
    request_id: str
    prompt_ids: list[int] = Field(min_length=1)
    max_tokens: int = Field(16, ge=1, le=4096)
    temperature: float = 1.0
    stop_token_ids: Optional[list[int]] = None

    @field_validator("prompt_ids")
    @classmethod
    def no_negative(cls, v):
        if any(t < 0 for t in v):
            raise ValueError("token ids must be non-negative")
        return v

    @model_validator(mode="after")
    def greedy_if_zero(self):
        if self.temperature == 0.0:
            self.max_tokens = min(self.max_tokens, 8)
        return self

    @computed_field
    @property
    def prompt_len(self) -> int:
        return len(self.prompt_ids)


reqs = [
    GenerationRequest(request_id="a", prompt_ids=[3, 4, 5], temperature=0.0, max_tokens=100),
    GenerationRequest(request_id="b", prompt_ids=[7], stop_token_ids=[2]),
]
L = max(r.prompt_len for r in reqs)
ids = torch.full((len(reqs), L), 0, dtype=torch.long)
for i, r in enumerate(reqs):
    ids[i, L - r.prompt_len :] = torch.tensor(r.prompt_ids)
attn = (ids != 0).long()
max_tokens = torch.tensor([r.max_tokens for r in reqs])
dumps = [r.model_dump(exclude_none=True) for r in reqs]
json_dump = reqs[1].model_dump_json()
fields_set = [sorted(r.model_fields_set) for r in reqs]
errs = []
for bad in [{"request_id": "c", "prompt_ids": []}, {"request_id": "d", "prompt_ids": [1, -2]}, {"request_id": "e", "prompt_ids": [1], "max_tokens": 0}]:
    try:
        GenerationRequest(**bad)
    except Exception as e:
        errs.append([(err["type"], err["loc"], err["msg"]) for err in e.errors()])
