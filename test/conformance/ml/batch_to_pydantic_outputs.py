# Turning padded batch tensors back into per-sample pydantic outputs (strip padding with tolist).
from typing import Optional

import torch
from pydantic import BaseModel


class SampleOutput(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    logprobs: list[float]
    reward: Optional[float] = None
    finish_reason: str = "stop"


prompts = torch.tensor([[0, 0, 5, 6], [0, 7, 8, 9]])
responses = torch.tensor([[11, 12, 2, 0], [13, 14, 15, 16]])
logprobs = torch.tensor([[-0.5, -0.25, -0.125, 0.0], [-1.0, -2.0, -3.0, -4.0]])
prompt_mask = prompts != 0
response_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]]).bool()
rewards = torch.tensor([1.0, 0.0])
outputs = []
for i in range(prompts.shape[0]):
    outputs.append(
        SampleOutput(
            prompt_ids=prompts[i][prompt_mask[i]].tolist(),
            response_ids=responses[i][response_mask[i]].tolist(),
            logprobs=logprobs[i][response_mask[i]].tolist(),
            reward=rewards[i].item(),
            finish_reason="stop" if bool((responses[i] == 2).any()) else "length",
        )
    )
dumped = [o.model_dump() for o in outputs]
js = outputs[0].model_dump_json(include={"response_ids", "finish_reason"})
reasons = [o.finish_reason for o in outputs]
mean_lp = [sum(o.logprobs) / len(o.logprobs) for o in outputs]
