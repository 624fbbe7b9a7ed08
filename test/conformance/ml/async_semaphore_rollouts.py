# Rollouts bounded by an asyncio.Semaphore, results gathered in order, failures returned as exceptions.
import asyncio

import torch


class RolloutWorker:
    def __init__(self, limit):
        self.sem = asyncio.Semaphore(limit)
        self.active = 0
        self.peak = 0
        self.log = []

    async def rollout(self, idx, length):
        async with self.sem:
            self.active += 1
            self.peak = max(self.peak, self.active)
            self.log.append(("start", idx))
            await asyncio.sleep(0)
            await asyncio.sleep(0)
            self.active -= 1
            self.log.append(("end", idx))
            if length < 0:
                raise RuntimeError(f"rollout {idx} failed")
            return torch.arange(length) + idx * 10


async def main():
    w = RolloutWorker(limit=2)
    results = await asyncio.gather(*(w.rollout(i, n) for i, n in enumerate([3, 1, -1, 2])), return_exceptions=True)
    ok = [r for r in results if isinstance(r, torch.Tensor)]
    errs = [str(r) for r in results if isinstance(r, Exception)]
    return ok, errs, w.peak, w.log


ok, errs, peak, log = asyncio.run(main())
lengths = [len(t) for t in ok]
flat = torch.cat(ok)
offsets = torch.tensor([0] + lengths).cumsum(0)
cu_seqlens = offsets.to(torch.int32)
max_seqlen = max(lengths)
