import asyncio
log = []
async def waiter(ev, name):
    log.append(f"{name} waits")
    await ev.wait()
    log.append(f"{name} woke")
async def setter(ev):
    await asyncio.sleep(0)
    log.append("setting")
    ev.set()
async def bounded_queue():
    q = asyncio.Queue(maxsize=2)
    async def prod():
        for i in range(5):
            await q.put(i)
            log.append(f"put {i}")
    async def cons():
        for _ in range(5):
            v = await q.get()
            log.append(f"got {v}")
            q.task_done()
            await asyncio.sleep(0)
    await asyncio.gather(prod(), cons())
    await q.join()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        log.append("empty")
    return q.qsize(), q.empty(), q.full()
async def main():
    ev = asyncio.Event()
    await asyncio.gather(waiter(ev, "a"), waiter(ev, "b"), setter(ev))
    sem = asyncio.BoundedSemaphore(1)
    async with sem:
        locked = sem.locked()
    try:
        sem.release()
    except ValueError as e:
        log.append(str(e))
    lock = asyncio.Lock()
    await lock.acquire()
    try:
        lock.release()
        lock.release()
    except RuntimeError as e:
        log.append(str(e))
    return await bounded_queue(), locked
r = asyncio.run(main())
