# asyncio.wait (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED, timeout, its errors) and asyncio.shield.
import asyncio
log = []
async def job(name, d, fail=False):
    await asyncio.sleep(d)
    if fail:
        raise ValueError(name)
    log.append(name)
    return name
async def main():
    out = []
    a = asyncio.create_task(job('a', 0.1))
    b = asyncio.create_task(job('b', 0.3))
    done, pending = await asyncio.wait({a, b}, return_when=asyncio.FIRST_COMPLETED)
    out.append((sorted(t.get_name() == a.get_name() for t in done), len(pending)))
    done, pending = await asyncio.wait(pending)
    out.append((len(done), len(pending), b.result()))
    c = asyncio.create_task(job('c', 0.1, True))
    d = asyncio.create_task(job('d', 0.5))
    done, pending = await asyncio.wait([c, d], return_when=asyncio.FIRST_EXCEPTION)
    out.append((c in done, d in pending, repr(c.exception())))
    d.cancel()
    done, pending = await asyncio.wait([asyncio.create_task(job('e', 1))], timeout=0.2)
    out.append((len(done), len(pending)))
    for p in pending:
        p.cancel()
    for bad in [a, [], None]:
        try:
            await asyncio.wait(bad)
        except (TypeError, ValueError) as e:
            out.append((type(e).__name__, str(e)))
    try:
        await asyncio.wait([a], return_when='NOPE')
    except ValueError as e:
        out.append(str(e))
    inner = asyncio.create_task(job('inner', 0.2))
    outer = asyncio.shield(inner)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        out.append('outer cancelled')
    out.append(await inner)
    s2 = await asyncio.shield(job('direct', 0))
    out.append(s2)
    out.append((asyncio.FIRST_COMPLETED, asyncio.ALL_COMPLETED))
    return out
res = asyncio.run(main())
