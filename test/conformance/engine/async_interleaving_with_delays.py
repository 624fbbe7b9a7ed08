import asyncio
log = []
async def worker(name, n, delay):
    for i in range(n):
        log.append((name, i))
        await asyncio.sleep(delay)
    return name
async def main():
    t = asyncio.create_task(worker("t", 2, 0))
    r = await asyncio.gather(worker("a", 3, 0), worker("b", 2, 0), t)
    log.append("gathered")
    r2 = await asyncio.gather(worker("slow", 2, 0.2), worker("fast", 3, 0.05))
    return r, r2
res = asyncio.run(main())
