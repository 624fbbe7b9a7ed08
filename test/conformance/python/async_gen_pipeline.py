import asyncio

events = []


async def source(name, n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield f"{name}{i}"
    finally:
        events.append(f"{name} cleanup")


async def merge():
    out = []
    async for item in source("a", 3):
        out.append(item)
    gen = source("b", 5)
    async for item in gen:
        if item == "b1":
            break
        out.append(item)
    await gen.aclose()
    return out


merged = asyncio.run(merge())


async def pipeline():
    async def numbers():
        for i in range(6):
            yield i

    async def squares(src):
        async for x in src:
            yield x * x

    async def evens(src):
        async for x in src:
            if x % 2 == 0:
                yield x

    return [x async for x in evens(squares(numbers()))]


piped = asyncio.run(pipeline())


async def producer(q):
    for i in range(3):
        await q.put(i)
    await q.put(None)


async def consume(q):
    while True:
        item = await q.get()
        if item is None:
            return
        yield item


async def with_queue():
    q = asyncio.Queue()
    task = asyncio.create_task(producer(q))
    got = [x async for x in consume(q)]
    await task
    return got


queued = asyncio.run(with_queue())


class Ticker:
    def __init__(self, n):
        self.n = n

    async def __aiter__(self):
        for i in range(self.n):
            yield i


async def use_ticker():
    return [t async for t in Ticker(3)]


ticks = asyncio.run(use_ticker())


async def gather_gens():
    async def count(k):
        for i in range(k):
            await asyncio.sleep(0)
            yield k * 10 + i

    async def collect(k):
        return [v async for v in count(k)]

    return await asyncio.gather(collect(2), collect(3))


gathered = asyncio.run(gather_gens())
