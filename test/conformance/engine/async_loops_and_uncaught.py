import asyncio
async def compute(x):
    await asyncio.sleep(0)
    return x * 2
loop = asyncio.new_event_loop()
v = loop.run_until_complete(compute(4))
loop.close()
async def nested():
    a = await compute(1)
    b = await asyncio.gather(*(compute(i) for i in range(3)))
    return a, b
n = asyncio.run(nested())
async def boom():
    await asyncio.sleep(0)
    return {}["missing"]
async def main():
    return await boom()
asyncio.run(main())
