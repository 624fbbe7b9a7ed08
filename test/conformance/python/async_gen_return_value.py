import asyncio


async def numbers():
    yield 1
    return 2
