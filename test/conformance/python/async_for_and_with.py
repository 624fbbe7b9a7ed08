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
    async def __aenter__(self):
        log.append("enter")
        return self

    async def __aexit__(self, *exc):
        log.append("exit")
        return False


async def main():
    got = []
    async with Session():
        async for t in Ticker(3):
            got.append(t)
    return got


ticks = asyncio.run(main())
