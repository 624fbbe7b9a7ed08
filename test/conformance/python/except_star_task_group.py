# except* (PEP 654) as CPython 3.11 runs it: except_star_task_group.
import asyncio
async def job(i):
    await asyncio.sleep(0.01 * i)
    if i % 2:
        raise ValueError(i)
    raise TypeError(i)
async def main():
    out = []
    try:
        async with asyncio.TaskGroup() as tg:
            for i in range(1, 4):
                tg.create_task(job(i))
    except* ValueError as eg:
        out.append(sorted(str(e) for e in eg.exceptions))
        await asyncio.sleep(0)
    except* TypeError as eg:
        out.append([str(e) for e in eg.exceptions])
    return out
res = asyncio.run(main())
