# Several agent loops run concurrently with asyncio.gather; each alternates model turns and tool turns.
import asyncio
from typing import Any

import torch
from pydantic import BaseModel


class Turn(BaseModel):
    role: str
    token_ids: list[int]


class Trajectory(BaseModel):
    request_id: int
    turns: list[Turn] = []
    finished: bool = False


events = []


async def generate(request_id: int, step: int) -> list[int]:
    await asyncio.sleep(0)
    events.append(("gen", request_id, step))
    return [100 + request_id * 10 + step, 200 + step]


async def call_tool(request_id: int, step: int) -> list[int]:
    await asyncio.sleep(0)
    events.append(("tool", request_id, step))
    return [900 + step]


async def run_agent(request_id: int, max_turns: int) -> Trajectory:
    traj = Trajectory(request_id=request_id)
    for step in range(max_turns):
        ids = await generate(request_id, step)
        traj.turns.append(Turn(role="assistant", token_ids=ids))
        if step == request_id:
            traj.finished = True
            break
        traj.turns.append(Turn(role="tool", token_ids=await call_tool(request_id, step)))
    return traj


async def main() -> list[Trajectory]:
    return await asyncio.gather(*(run_agent(i, 3) for i in range(3)))


trajectories = asyncio.run(main())
response_ids = []
response_mask = []
for traj in trajectories:
    ids: list[int] = []
    mask: list[int] = []
    for turn in traj.turns:
        ids.extend(turn.token_ids)
        mask.extend([1 if turn.role == "assistant" else 0] * len(turn.token_ids))
    response_ids.append(ids)
    response_mask.append(mask)

lengths = torch.tensor([len(r) for r in response_ids])
finished = [t.finished for t in trajectories]
dumps = [t.model_dump() for t in trajectories]
masked_tokens = sum(sum(m) for m in response_mask)
