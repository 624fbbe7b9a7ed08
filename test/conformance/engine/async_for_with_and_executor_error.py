import asyncio
log = []
class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i
class Session:
    def __init__(self):
        self.open = False
    async def __aenter__(self):
        log.append("enter")
        self.open = True
        return self
    async def __aexit__(self, *exc):
        log.append(("exit", exc[0].__name__ if exc[0] else None))
        return False
async def main():
    got = []
    async with Session() as s:
        async for t in Ticker(3):
            got.append(t)
    try:
        async with Session():
            raise KeyError("x")
    except KeyError:
        log.append("caught")
    return got
ticks = asyncio.run(main())
def blocking(x):
    if x > 1:
        raise ValueError("too big")
    return x
async def runner():
    loop = asyncio.get_event_loop()
    a = await loop.run_in_executor(None, blocking, 1)
    b = await loop.run_in_executor(None, blocking, 2)
    return a, b
asyncio.run(runner())
