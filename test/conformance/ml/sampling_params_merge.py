# Sampling params: config defaults merged with per-request overrides, validated, applied to logits.
from typing import Optional

import torch
from pydantic import BaseModel, Field, field_validator


class SamplingParams(BaseModel):
    temperature: float = Field(1.0, ge=0.0)
    top_k: int = -1
    top_p: float = Field(1.0, gt=0.0, le=1.0)
    max_tokens: int = 16
    stop: Optional[list[str]] = None
    logprobs: Optional[int] = None

    @field_validator("top_k")
    @classmethod
    def check_top_k(cls, v):
        if v == 0 or v < -1:
            raise ValueError(f"top_k must be -1 (disable), or at least 1, got {v}.")
        return v


defaults = {"temperature": 0.7, "top_p": 0.95, "max_tokens": 32}
requests = [{}, {"temperature": 0.0}, {"top_k": 2, "stop": ["</s>"]}, {"top_k": 0}, {"top_p": 0.0}]
merged, errors = [], []
for req in requests:
    try:
        merged.append(SamplingParams(**{**defaults, **req}))
    except Exception as e:
        errors.append([(x["loc"][0], x["msg"]) for x in e.errors()])
logits = torch.tensor([2.0, 1.0, 0.5, -1.0])
picked = []
for p in merged:
    if p.temperature == 0:
        picked.append(int(logits.argmax()))
        continue
    scaled = logits / p.temperature
    if p.top_k > 0:
        kth = torch.topk(scaled, p.top_k).values[-1]
        scaled = scaled.masked_fill(scaled < kth, float("-inf"))
    probs = torch.softmax(scaled, -1)
    picked.append([round(x, 4) for x in probs.tolist()])
dumps = [p.model_dump(exclude_defaults=True) for p in merged]
