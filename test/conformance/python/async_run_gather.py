import asyncio


async def square(x):
    await asyncio.sleep(0)
    return x * x


async def main():
    return await asyncio.gather(square(1), square(2), square(3))


results = asyncio.run(main())
