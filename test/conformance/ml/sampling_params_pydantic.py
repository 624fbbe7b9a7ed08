# Sampling parameters merged from defaults, a config and per-request overrides with model_copy/update.
from typing import Optional

from pydantic import BaseModel, Field


class SamplingParams(BaseModel):
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    max_tokens: int = 512
    stop: list[str] = Field(default_factory=list)
    logprobs: Optional[int] = None
    seed: Optional[int] = None


base = SamplingParams(temperature=0.7, max_tokens=256)
config = {"top_p": 0.95, "stop": ["</answer>"]}
merged = base.model_copy(update=config)
per_request = [{"seed": i, "max_tokens": 256 - 64 * i} for i in range(3)]
params = [SamplingParams(**{**merged.model_dump(), **over}) for over in per_request]
sets = [sorted(p.model_fields_set) for p in params]
merged_set = sorted(merged.model_fields_set)
greedy = merged.model_copy(update={"temperature": 0.0, "top_k": 1})
as_kwargs = greedy.model_dump(exclude_unset=True)
as_json = params[2].model_dump_json(exclude_none=True)
stop_shared = merged.stop is params[0].stop
