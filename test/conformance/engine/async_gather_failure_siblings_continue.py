import asyncio
log = []
async def fails(n):
    await asyncio.sleep(0)
    log.append(f"fail {n}")
    raise ValueError(f"bad {n}")
async def ok(n):
    for i in range(3):
        await asyncio.sleep(0)
        log.append(f"ok {n} {i}")
    return n
async def main():
    try:
        await asyncio.gather(ok(1), fails(2), ok(3))
    except ValueError as e:
        log.append(str(e))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return "done"
r = asyncio.run(main())
