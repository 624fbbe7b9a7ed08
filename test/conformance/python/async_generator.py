import asyncio


async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10


async def main():
    return [x async for x in agen(3)]


values = asyncio.run(main())
