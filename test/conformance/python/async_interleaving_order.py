import asyncio

log = []


async def worker(name, steps):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name


async def main():
    return await asyncio.gather(worker("a", 3), worker("b", 2))


done = asyncio.run(main())
