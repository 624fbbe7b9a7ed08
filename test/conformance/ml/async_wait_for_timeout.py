# Tool calls with asyncio.wait_for timeouts and cancellation, as an agent loop guards slow tools.
import asyncio

import torch


async def slow_tool(delay, value):
    await asyncio.sleep(delay)
    return value


async def guarded(delay, value, timeout):
    try:
        return await asyncio.wait_for(slow_tool(delay, value), timeout=timeout)
    except asyncio.TimeoutError:
        return None


async def main():
    results = await asyncio.gather(guarded(0.01, 1, 1.0), guarded(5.0, 2, 0.05), guarded(0, 3, 0.5))
    task = asyncio.create_task(slow_tool(10, 4))
    await asyncio.sleep(0)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        cancelled = task.cancelled()
    return results, cancelled


results, cancelled = asyncio.run(main())
ok = torch.tensor([r is not None for r in results])
values = torch.tensor([r if r is not None else -1 for r in results])
n_ok = int(ok.sum())
