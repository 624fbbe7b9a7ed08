# A verl-style async agent loop: pydantic outputs, asyncio.gather over samples, tensors at the end.
import asyncio
from typing import Any, Optional

import torch
from pydantic import BaseModel, Field


class AgentLoopMetrics(BaseModel):
    generate_sequences: float = 0.0
    tool_calls: float = 0.0


class AgentLoopOutput(BaseModel):
    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    response_logprobs: Optional[list[float]] = None
    num_turns: int = 0
    metrics: AgentLoopMetrics
    extra_fields: dict[str, Any] = Field(default_factory=dict)


class FakeServer:
    def __init__(self):
        self.calls = 0

    async def generate(self, prompt_ids, sampling_params):
        self.calls += 1
        await asyncio.sleep(0)
        n = sampling_params.get("max_tokens", 3)
        return [p + 100 for p in prompt_ids][:n], [-0.5 * (i + 1) for i in range(min(n, len(prompt_ids)))]


class SingleTurnAgentLoop:
    def __init__(self, server, response_length):
        self.server = server
        self.response_length = response_length

    async def run(self, sampling_params: dict[str, Any], **kwargs) -> AgentLoopOutput:
        prompt_ids = kwargs["raw_prompt_ids"]
        metrics = {}
        response_ids, logprobs = await self.server.generate(prompt_ids, sampling_params)
        metrics["generate_sequences"] = float(len(response_ids))
        response_mask = [1] * len(response_ids)
        return AgentLoopOutput(
            prompt_ids=prompt_ids,
            response_ids=response_ids[: self.response_length],
            response_mask=response_mask[: self.response_length],
            response_logprobs=logprobs[: self.response_length],
            num_turns=2,
            metrics=AgentLoopMetrics(**metrics),
        )


async def generate_sequences(prompts, sampling_params):
    server = FakeServer()
    loop = SingleTurnAgentLoop(server, response_length=3)
    tasks = [asyncio.create_task(loop.run(sampling_params, raw_prompt_ids=p, index=i)) for i, p in enumerate(prompts)]
    outputs = await asyncio.gather(*tasks)
    return outputs, server.calls


outputs, calls = asyncio.run(generate_sequences([[1, 2], [3, 4, 5, 6], [7]], {"max_tokens": 4, "temperature": 1.0}))
L = max(len(o.response_ids) for o in outputs)
responses = torch.tensor([o.response_ids + [0] * (L - len(o.response_ids)) for o in outputs])
logprobs = torch.tensor([o.response_logprobs + [0.0] * (L - len(o.response_logprobs)) for o in outputs])
mask = torch.tensor([o.response_mask + [0] * (L - len(o.response_mask)) for o in outputs], dtype=torch.int64)
seq_logprob = (logprobs * mask).sum(-1)
dumped = outputs[1].model_dump()
metrics = [o.metrics.generate_sequences for o in outputs]
fields_set = sorted(outputs[0].model_fields_set)
