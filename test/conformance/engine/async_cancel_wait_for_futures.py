import asyncio
log = []
async def child(i):
    try:
        await asyncio.sleep(1)
        log.append("child done")
    except asyncio.CancelledError:
        log.append(f"cancelled {i}")
        raise
async def main():
    t = asyncio.create_task(child(1))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        log.append("main saw cancel")
    c = asyncio.iscoroutine(child(2))
    f = asyncio.iscoroutinefunction(child)
    try:
        await asyncio.wait_for(asyncio.sleep(5), timeout=0.1)
    except asyncio.TimeoutError:
        log.append("timeout")
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    v = await fut
    return c, f, v, t.cancelled()
r = asyncio.run(main())
