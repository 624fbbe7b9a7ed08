import asyncio

log = []


async def ticker(n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            got = yield i
            if got is not None:
                log.append(("sent", got))
    finally:
        log.append("ticker closed")


async def main():
    g = ticker(5)
    first = await g.__anext__()
    second = await g.asend("hello")
    third = await anext(g)
    await g.aclose()
    after = await anext(g, "done")
    try:
        await g.__anext__()
    except StopAsyncIteration:
        log.append("stop")
    return first, second, third, after


r1 = asyncio.run(main())


async def evens(limit):
    n = 0
    while n < limit:
        yield n
        n += 2


async def comps():
    lst = [x async for x in evens(7)]
    st = {x % 4 async for x in evens(9)}
    dct = {x: x * x async for x in evens(5) if x}
    nested = [[y async for y in evens(x)] for x in range(4)]
    gen = (x + 1 async for x in evens(5))
    from_gen = [v async for v in gen]
    awaited = [await asyncio.sleep(0, result=x) for x in range(3)]
    return lst, sorted(st), dct, nested, from_gen, awaited


r2 = asyncio.run(comps())


async def thrower():
    try:
        yield 1
    except ValueError as e:
        log.append(("caught", str(e)))
        yield 2
    yield 3


async def use_athrow():
    g = thrower()
    a = await g.__anext__()
    b = await g.athrow(ValueError("boom"))
    c = await g.__anext__()
    try:
        await g.__anext__()
    except StopAsyncIteration:
        d = "end"
    return a, b, c, d


r3 = asyncio.run(use_athrow())


async def stubborn():
    try:
        yield 1
    finally:
        yield 2


async def use_stubborn():
    g = stubborn()
    await g.__anext__()
    try:
        await g.aclose()
    except RuntimeError as e:
        return str(e)


r4 = asyncio.run(use_stubborn())


async def bad():
    yield 1
    raise StopAsyncIteration


async def use_bad():
    out = []
    try:
        async for v in bad():
            out.append(v)
    except RuntimeError as e:
        out.append(str(e))
    return out


r5 = asyncio.run(use_bad())
names = (type(ticker(1)).__name__, ticker.__name__, type(ticker(1).__anext__()).__name__)
