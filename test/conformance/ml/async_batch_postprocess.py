# Async workers produce pydantic outputs; the trainer pads them into tensors after asyncio.gather.
import asyncio
from typing import Optional

import torch
from pydantic import BaseModel


class Output(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    reward_score: Optional[float] = None


async def worker(i: int) -> Output:
    await asyncio.sleep(0)
    n = 2 + i
    return Output(prompt_ids=list(range(1, 2 + i % 2)), response_ids=[10 * i + k for k in range(n)], response_mask=[1] * (n - 1) + [0], reward_score=None if i == 1 else float(i))


async def main(n):
    return await asyncio.gather(*[worker(i) for i in range(n)])


outputs = asyncio.run(main(3))
max_p = max(len(o.prompt_ids) for o in outputs)
max_r = max(len(o.response_ids) for o in outputs)
prompts = torch.stack([torch.nn.functional.pad(torch.tensor(o.prompt_ids), (max_p - len(o.prompt_ids), 0), value=0) for o in outputs])
responses = torch.stack([torch.nn.functional.pad(torch.tensor(o.response_ids), (0, max_r - len(o.response_ids)), value=0) for o in outputs])
masks = torch.nn.utils.rnn.pad_sequence([torch.tensor(o.response_mask) for o in outputs], batch_first=True)
scores = torch.tensor([o.reward_score if o.reward_score is not None else float("nan") for o in outputs])
valid = ~torch.isnan(scores)
mean_score = scores[valid].mean().item()
rm = torch.zeros_like(responses, dtype=torch.float32)
lengths = masks.sum(-1)
rm[torch.arange(len(outputs)), (lengths - 1).clamp(min=0)] = torch.nan_to_num(scores, nan=0.0)
dtypes = [str(t.dtype) for t in (prompts, masks, scores, rm)]
