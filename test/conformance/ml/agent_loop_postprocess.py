# Agent-loop outputs (pydantic) padded into one batch: prompts left-padded, responses right-padded.
from typing import Any, Optional

import torch
from pydantic import BaseModel


class AgentLoopMetrics(BaseModel):
    generate_sequences: float = 0.0
    tool_calls: float = 0.0


class AgentLoopOutput(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    response_logprobs: Optional[list[float]] = None
    reward_score: Optional[float] = None
    num_turns: int = 0
    metrics: AgentLoopMetrics
    extra_fields: dict[str, Any] = {}


PAD = 0
outputs = [
    AgentLoopOutput(prompt_ids=[5, 6, 7], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(), num_turns=2),
    AgentLoopOutput(prompt_ids=[8], response_ids=[13, 14, 15, 16], response_mask=[1, 0, 0, 1], reward_score=1.0, metrics={"tool_calls": 0.5}, num_turns=4),
]
prompt_length = max(len(o.prompt_ids) for o in outputs)
response_length = max(len(o.response_ids) for o in outputs)

prompts, responses, masks, attention = [], [], [], []
for o in outputs:
    pad_left = prompt_length - len(o.prompt_ids)
    pad_right = response_length - len(o.response_ids)
    prompts.append([PAD] * pad_left + o.prompt_ids)
    responses.append(o.response_ids + [PAD] * pad_right)
    masks.append(o.response_mask + [0] * pad_right)
    attention.append([0] * pad_left + [1] * len(o.prompt_ids) + [1] * len(o.response_ids) + [0] * pad_right)

prompts_t = torch.tensor(prompts)
responses_t = torch.tensor(responses)
response_mask = torch.tensor(masks)
attention_mask = torch.tensor(attention)
input_ids = torch.cat([prompts_t, responses_t], dim=1)
position_ids = torch.clip(torch.cumsum(attention_mask, dim=-1) - 1, min=0, max=None)
num_turns = torch.tensor([o.num_turns for o in outputs], dtype=torch.int32)
scores = [o.reward_score for o in outputs]
dumped = [o.model_dump(exclude_unset=True) for o in outputs]
tool_calls = [o.metrics.tool_calls for o in outputs]
shape = tuple(input_ids.shape)
dtypes = [str(t.dtype) for t in (prompts_t, response_mask, num_turns, position_ids)]
