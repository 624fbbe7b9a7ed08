import asyncio
async def main():
    return 1
try:
    asyncio.run(main)
except ValueError as e:
    msg = str(e)[:30]
async def inner():
    asyncio.run(main())
try:
    asyncio.run(inner())
except RuntimeError as e:
    msg2 = str(e)
async def sleeper():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.sleep(0.5)
    return loop.time() - t0 >= 0.5
ok = asyncio.run(sleeper())
async def producer(q, n):
    for i in range(n):
        await asyncio.sleep(0)
        q.append(i)
async def consumer(q, out):
    while len(out) < 3:
        if q:
            out.append(q.pop(0))
        await asyncio.sleep(0)
async def pc():
    q, out = [], []
    await asyncio.gather(producer(q, 3), consumer(q, out))
    return out
pcr = asyncio.run(pc())
