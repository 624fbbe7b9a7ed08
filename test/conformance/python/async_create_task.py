import asyncio

order = []


async def job(name):
    order.append(f"start {name}")
    await asyncio.sleep(0)
    order.append(f"end {name}")
    return name.upper()


async def main():
    t1 = asyncio.create_task(job("x"))
    t2 = asyncio.create_task(job("y"))
    order.append("tasks created")
    return [await t1, await t2]


results = asyncio.run(main())
