import asyncio


async def quick():
    await asyncio.sleep(0)
    return "fast"


async def main():
    return await asyncio.wait_for(quick(), timeout=1)


r = asyncio.run(main())
