# Producer/consumer rollout pipeline with asyncio.Queue, sentinels, and tensors batched at the end.
import asyncio

import torch

SENTINEL = None


async def producer(queue, prompts):
    for p in prompts:
        await queue.put(p)
    await queue.put(SENTINEL)


async def consumer(queue, results, name):
    while True:
        item = await queue.get()
        if item is SENTINEL:
            queue.task_done()
            await queue.put(SENTINEL)
            break
        await asyncio.sleep(0)
        results.append((name, item, torch.tensor(item).sum().item()))
        queue.task_done()


async def main():
    queue = asyncio.Queue(maxsize=2)
    results = []
    prompts = [[1, 2], [3], [4, 5, 6], [7]]
    await asyncio.gather(producer(queue, prompts), consumer(queue, results, "w0"), consumer(queue, results, "w1"))
    return results


results = asyncio.run(main())
sums = sorted(r[2] for r in results)
workers = sorted({r[0] for r in results})
lengths = torch.tensor([len(r[1]) for r in results])
total_tokens = int(lengths.sum())
