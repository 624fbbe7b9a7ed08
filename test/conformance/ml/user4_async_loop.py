import asyncio
from typing import Any, Optional
from pydantic import BaseModel, Field
import torch

class Metrics(BaseModel):
    generate_sequences: float = 0.0
    num_preempted: int = -1

class Output(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    reward_score: Optional[float] = None
    metrics: Metrics = Field(default_factory=Metrics)
    extra_fields: dict[str, Any] = {}

async def generate(prompt: list[int]) -> list[int]:
    await asyncio.sleep(0)
    return [t + 100 for t in prompt]

async def run_one(i: int) -> Output:
    prompt = [i, i + 1]
    resp = await generate(prompt)
    out = Output(prompt_ids=prompt, response_ids=resp, response_mask=[1] * len(resp))
    out.extra_fields["turn"] = i
    return out

async def main():
    outs = await asyncio.gather(*(run_one(i) for i in range(3)))
    return outs

outs = asyncio.run(main())
dumps = [o.model_dump(exclude_unset=True) for o in outs]
batch = torch.stack([torch.tensor(o.response_ids) for o in outs])
rb = repr(batch)
masks = torch.tensor([o.response_mask for o in outs])
rm = repr(masks.sum(dim=1))
