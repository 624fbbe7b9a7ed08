# asyncio in agent-loop style: Semaphore-bounded gather with return_exceptions, create_task, gather raising, Lock,
# Event, async generators in comprehensions.
import asyncio
order = []
async def work(i, sem):
    async with sem:
        order.append(('start', i))
        await asyncio.sleep(0)
        if i == 2:
            raise ValueError(f'bad {i}')
        order.append(('end', i))
        return i * 10
async def main():
    sem = asyncio.Semaphore(2)
    res = await asyncio.gather(*(work(i, sem) for i in range(4)), return_exceptions=True)
    tasks = [asyncio.create_task(work(i, sem)) for i in (0, 1)]
    done = [await t for t in tasks]
    try:
        await asyncio.gather(work(2, sem), work(3, sem))
    except ValueError as e:
        err = str(e)
    results = [await work(5, sem), await work(6, sem)]
    lock = asyncio.Lock()
    async with lock:
        locked = lock.locked()
    ev = asyncio.Event()
    async def setter():
        ev.set()
    await asyncio.gather(setter(), ev.wait())
    return [repr(r) for r in res], done, err, sorted(results), locked, ev.is_set()
out = asyncio.run(main())
async def agen():
    for i in range(3):
        yield i
        await asyncio.sleep(0)
async def consume():
    return [x async for x in agen()]
ag = asyncio.run(consume())
