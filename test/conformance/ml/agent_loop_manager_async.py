# An AgentLoopManager-style fan-out: workers own agent loops, asyncio.gather per worker, outputs merged.
import asyncio
from typing import Any

import torch
from pydantic import BaseModel, ConfigDict


class AgentLoopOutput(BaseModel):
    model_config = ConfigDict(extra="allow")

    prompt_ids: list[int]
    response_ids: list[int]
    response_mask: list[int]
    num_turns: int = 0


class AgentLoopBase:
    async def run(self, sampling_params: dict[str, Any], **kwargs) -> AgentLoopOutput:
        raise NotImplementedError


class EchoAgentLoop(AgentLoopBase):
    async def run(self, sampling_params, **kwargs):
        ids = kwargs["raw_prompt_ids"]
        await asyncio.sleep(0)
        n = sampling_params["max_tokens"]
        resp = [t * 10 for t in ids][:n]
        return AgentLoopOutput(prompt_ids=ids, response_ids=resp, response_mask=[1] * len(resp), num_turns=2, agent_name="echo")


class AgentLoopWorker:
    def __init__(self, wid):
        self.wid = wid

    async def generate_sequences(self, batch, sampling_params):
        loop = EchoAgentLoop()
        outs = await asyncio.gather(*[loop.run(sampling_params, raw_prompt_ids=p) for p in batch])
        return [(self.wid, o) for o in outs]


async def manager(prompts, n_workers=2):
    chunks = [prompts[i::n_workers] for i in range(n_workers)]
    workers = [AgentLoopWorker(i) for i in range(n_workers)]
    results = await asyncio.gather(*[w.generate_sequences(c, {"max_tokens": 2}) for w, c in zip(workers, chunks)])
    return [item for r in results for item in r]


merged = asyncio.run(manager([[1, 2, 3], [4], [5, 6], [7, 8, 9, 10]]))
worker_ids = [w for w, _ in merged]
outs = [o for _, o in merged]
L = max(len(o.response_ids) for o in outs)
responses = torch.tensor([o.response_ids + [0] * (L - len(o.response_ids)) for o in outs])
extra = [o.model_extra for o in outs][:1]
dumped = outs[0].model_dump()
try:
    asyncio.run(AgentLoopBase().run({}))
except NotImplementedError as e:
    err = type(e).__name__
