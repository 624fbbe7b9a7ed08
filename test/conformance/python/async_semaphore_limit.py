import asyncio

active = []
peak = []


async def worker(sem, i):
    async with sem:
        active.append(i)
        peak.append(len(active))
        await asyncio.sleep(0)
        active.remove(i)
        return i * i


async def main():
    sem = asyncio.Semaphore(2)
    return await asyncio.gather(*(worker(sem, i) for i in range(5)))


results = asyncio.run(main())
max_parallel = max(peak)
