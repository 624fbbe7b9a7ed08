import asyncio


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        await asyncio.sleep(0)
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


async def collect():
    return [k * 2 async for k in Countdown(3) if k != 1]


seen = asyncio.run(collect())
