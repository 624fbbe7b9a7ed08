import asyncio


async def fail():
    await asyncio.sleep(0)
    raise ValueError("async boom")


async def main():
    try:
        await fail()
    except ValueError as e:
        return f"caught {e}"


msg = asyncio.run(main())
