import asyncio


async def ok(v):
    return v


async def bad():
    raise KeyError("missing")


async def main():
    return await asyncio.gather(ok(1), bad(), ok(3), return_exceptions=True)


results = asyncio.run(main())
shapes = [type(r).__name__ for r in results]
