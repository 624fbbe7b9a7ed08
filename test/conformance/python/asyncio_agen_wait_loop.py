# Async generators (async for, aclose, break closing them), gather, wait with a timeout, shield, the
# loop's virtual time, call_later and futures.
import asyncio
async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
async def main():
    out = [x async for x in agen(3)]
    g = agen(5)
    first = await g.__anext__()
    await g.aclose()
    try:
        await g.__anext__()
    except StopAsyncIteration:
        out.append('stopped')
    async def ticker():
        try:
            for i in range(10):
                yield i
        finally:
            out.append('ticker closed')
    async for v in ticker():
        if v == 2:
            break
    res = await asyncio.gather(*(asyncio.sleep(0.01 * i, result=i) for i in range(3)))
    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(0.01, 'a')), asyncio.create_task(asyncio.sleep(1, 'b'))], timeout=0.1)
    for p in pending:
        p.cancel()
    out.append((len(done), len(pending), [d.result() for d in done]))
    sh = await asyncio.shield(asyncio.sleep(0, 'shielded'))
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(0.5)
    el = round(loop.time() - t0, 2)
    fut = loop.create_future()
    loop.call_later(0.1, fut.set_result, 'later')
    fr = await fut
    return out, first, res, sh, el, fr
r = asyncio.run(main())
