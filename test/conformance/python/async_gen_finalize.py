import asyncio

events = []


async def source(tag, n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    finally:
        events.append(f"{tag} cleanup")


async def main():
    kept = source("kept", 5)
    async for v in kept:
        if v == 1:
            break
    events.append("after kept loop")
    async for v in source("temp", 5):
        if v == 2:
            break
    events.append("after temp loop")
    await asyncio.sleep(0)
    events.append("after sleep")
    await asyncio.sleep(0)
    events.append("end of main")
    return "done"


res = asyncio.run(main())


async def stream():
    try:
        yield 1
        yield 2
    finally:
        events.append("stream closed")


async def first_only():
    async for x in stream():
        return x


firsts = asyncio.run(first_only())
