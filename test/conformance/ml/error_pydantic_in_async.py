# A validation error raised inside an async agent loop propagates out of asyncio.run.
import asyncio

from pydantic import BaseModel


class Output(BaseModel):
    response_ids: list[int]
    reward_score: float


async def rollout(i):
    await asyncio.sleep(0)
    ids = [i, i + 1] if i != 2 else [i, "eos"]
    return Output(response_ids=ids, reward_score=i * 0.5)


async def main():
    outs = []
    for i in range(4):
        outs.append(await rollout(i))
    return outs


collected = []
result = asyncio.run(main())
