# asyncio.as_completed: results in completion order, exceptions through the awaited coroutine, a
# timeout raising TimeoutError, tasks passed in, the lazy generator and its TypeError. Tasks are
# made before the call: for bare coroutines CPython starts them in set (address-hash) order.
import asyncio
log = []
async def work(name, delay, fail=False):
    log.append(('start', name))
    await asyncio.sleep(delay)
    if fail:
        raise ValueError(name)
    log.append(('end', name))
    return name * 2

async def main():
    results = []
    tasks = [asyncio.create_task(work(n, d)) for n, d in [('a', 0.3), ('b', 0.1), ('c', 0.2)]]
    for coro in asyncio.as_completed(tasks):
        r = await coro
        results.append(r)
        log.append(('got', r))
    errs = []
    for coro in asyncio.as_completed([asyncio.create_task(work('x', 0.2)), asyncio.create_task(work('y', 0.1, True))]):
        try:
            errs.append(await coro)
        except ValueError as e:
            errs.append('err ' + str(e))
    timed = []
    try:
        for coro in asyncio.as_completed([asyncio.ensure_future(work('slow', 5)), asyncio.ensure_future(work('fast', 0.1))], timeout=1):
            timed.append(await coro)
    except TimeoutError:
        timed.append('timeout')
    one = [await c for c in asyncio.as_completed([work('solo', 0.1)])]
    empty = list(asyncio.as_completed([]))
    try:
        next(asyncio.as_completed(work('z', 0)))
    except TypeError as e:
        te = str(e)
    g = asyncio.as_completed([])
    gname = type(g).__name__
    dup = asyncio.create_task(work('d', 0.1))
    twice = [await c for c in asyncio.as_completed([dup, dup])]
    return results, errs, timed, one, empty, te, gname, twice

res = asyncio.run(main())
