import asyncio


async def step(n):
    await asyncio.sleep(0)
    return 10 // n


async def main():
    a = await step(2)
    b = await step(0)
    return a + b


total = asyncio.run(main())
