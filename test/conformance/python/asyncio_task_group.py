# asyncio.TaskGroup (Python 3.11): tasks awaited on exit, the first failure cancelling the rest and
# the body, the failures as one ExceptionGroup, the body's own error joining them, the RuntimeErrors
# for a group not entered, finished or entered twice, and cancelling the task that runs a group.
import asyncio
log = []
async def job(i, fail=None):
    try:
        await asyncio.sleep(0.01 * i)
        if fail:
            raise fail
        log.append(('done', i))
        return i
    except asyncio.CancelledError:
        log.append(('cancelled', i))
        raise
    finally:
        log.append(('finally', i))
async def main():
    out = []
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(job(1))
        t3 = tg.create_task(job(3), name='three')
        out.append(repr(tg))
    out.append((t1.result(), t3.result(), t3.get_name(), repr(tg)))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job(2, ValueError('two')))
            tg.create_task(job(5))
            await asyncio.sleep(1)
            log.append('not reached')
    except ExceptionGroup as eg:
        out.append((type(eg).__name__, str(eg), repr(eg.exceptions), eg.__cause__, eg.__suppress_context__))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job(1, KeyError('a')))
            tg.create_task(job(2, TypeError('b')))
    except ExceptionGroup as eg:
        out.append(sorted(type(e).__name__ for e in eg.exceptions))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job(3))
            raise RuntimeError('body')
    except ExceptionGroup as eg:
        out.append(repr(eg.exceptions))
    tg2 = asyncio.TaskGroup()
    try:
        tg2.create_task(job(0))
    except RuntimeError as e:
        out.append(str(e))
    async with tg2:
        pass
    try:
        tg2.create_task(job(0))
    except RuntimeError as e:
        out.append(str(e))
    try:
        async with tg2:
            pass
    except RuntimeError as e:
        out.append(str(e))
    out.append((isinstance(tg2, asyncio.TaskGroup), type(tg2).__name__))
    cur = asyncio.current_task()
    out.append(cur.cancelling())
    async def inner():
        async with asyncio.TaskGroup() as g:
            g.create_task(job(9))
    t = asyncio.create_task(inner())
    await asyncio.sleep(0.02)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        out.append('outer cancelled')
    return out
res = asyncio.run(main())
