import asyncio


def blocking_work(a, b):
    return a * b


async def main():
    loop = asyncio.get_event_loop()
    return await loop.run_in_executor(None, blocking_work, 6, 7)


result = asyncio.run(main())
