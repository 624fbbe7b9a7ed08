# An asyncio.Queue with worker coroutines serving rollout requests under a semaphore.
import asyncio
from dataclasses import dataclass, field


@dataclass
class Request:
    rid: int
    prompt: list[int]
    result: list[int] = field(default_factory=list)


log = []


async def worker(name, queue, sem, done):
    while True:
        req = await queue.get()
        if req is None:
            queue.task_done()
            break
        async with sem:
            log.append((name, "start", req.rid))
            await asyncio.sleep(0)
            req.result = [t * 2 for t in req.prompt]
            log.append((name, "end", req.rid))
        done.append(req)
        queue.task_done()


async def main():
    queue = asyncio.Queue()
    sem = asyncio.Semaphore(2)
    done = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, sem, done)) for i in range(3)]
    for i in range(5):
        await queue.put(Request(i, [i, i + 1]))
    for _ in workers:
        await queue.put(None)
    await queue.join()
    await asyncio.gather(*workers)
    return done


done = asyncio.run(main())
order = [r.rid for r in done]
results = {r.rid: r.result for r in done}
