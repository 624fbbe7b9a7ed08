import asyncio

log = []


async def ok(i):
    await asyncio.sleep(0)
    log.append(i)
    return i


async def boom():
    await asyncio.sleep(0)
    raise ValueError("tool call failed")


async def main():
    return await asyncio.gather(ok(1), boom(), ok(2))


results = asyncio.run(main())
