import asyncio


async def fetch(x):
    await asyncio.sleep(0)
    return x * 2


async def main():
    return await fetch(21)


result = asyncio.run(main())
