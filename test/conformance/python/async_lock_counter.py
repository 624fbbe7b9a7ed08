import asyncio

counter = 0


async def increment(lock, times):
    global counter
    for _ in range(times):
        async with lock:
            value = counter
            await asyncio.sleep(0)
            counter = value + 1


async def main():
    lock = asyncio.Lock()
    await asyncio.gather(increment(lock, 3), increment(lock, 4))
    return counter


final = asyncio.run(main())
