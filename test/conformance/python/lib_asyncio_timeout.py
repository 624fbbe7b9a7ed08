# asyncio.timeout / timeout_at (Python 3.11): deadlines in the loop's time, TimeoutError chained to the cancellation,
# nested timeouts and Task.cancelling, reschedule, reprs and the errors outside a task or before entering.
import asyncio
log = []
async def slow(d, tag):
    try:
        await asyncio.sleep(d)
        log.append(('done', tag))
        return tag
    except asyncio.CancelledError:
        log.append(('cancelled', tag))
        raise
async def main():
    out = []
    try:
        async with asyncio.timeout(0.5) as cm:
            out.append(repr(cm))
            await slow(1, 'a')
    except TimeoutError as e:
        out.append(('timeout', type(e.__context__).__name__, cm.expired(), repr(cm)))
    async with asyncio.timeout(2) as cm2:
        r = await slow(1, 'b')
    out.append((r, cm2.expired(), repr(cm2)))
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.1):
            await slow(5, 'c')
    except TimeoutError:
        out.append('timeout_at')
    async with asyncio.timeout(None) as cm3:
        out.append(cm3.when())
        cm3.reschedule(loop.time() + 0.01)
        try:
            await slow(1, 'd')
        except asyncio.CancelledError:
            out.append('inner saw cancel')
            raise
    return out
try:
    res = asyncio.run(main())
except TimeoutError as e:
    res = 'outer timeout'
async def zero():
    try:
        async with asyncio.timeout(0):
            await asyncio.sleep(0)
            log.append('after sleep0')
    except TimeoutError:
        return 'zero timed out'
z = asyncio.run(zero())
async def nested():
    t = asyncio.current_task()
    try:
        async with asyncio.timeout(0.1):
            async with asyncio.timeout(0.2):
                await asyncio.sleep(1)
    except TimeoutError:
        return ('outer fired', t.cancelling())
n = asyncio.run(nested())
try:
    asyncio.timeout(1)
except RuntimeError as e:
    nr = str(e)
async def bad():
    cm = asyncio.timeout(1)
    try:
        cm.reschedule(3)
    except RuntimeError as e:
        return str(e)
b = asyncio.run(bad())
async def after():
    async with asyncio.timeout(1) as cm:
        pass
    try:
        cm.reschedule(3)
    except RuntimeError as e:
        return (str(e), repr(cm), cm.when() is not None)
af = asyncio.run(after())
