import asyncio

consumed = []


async def producer(q, n):
    for i in range(n):
        await q.put(i)
    await q.put(None)


async def consumer(q):
    while True:
        item = await q.get()
        if item is None:
            break
        consumed.append(item * 10)


async def main():
    q = asyncio.Queue()
    await asyncio.gather(producer(q, 4), consumer(q))
    return len(consumed)


n = asyncio.run(main())
