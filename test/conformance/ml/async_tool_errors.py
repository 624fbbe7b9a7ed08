# Tool calls that fail: asyncio.gather(return_exceptions=True) and per-call try/except in an agent loop.
import asyncio


class ToolError(Exception):
    pass


async def run_tool(name: str, arg: int) -> str:
    await asyncio.sleep(0)
    if name == "divide":
        return str(10 // arg)
    if name == "fail":
        raise ToolError(f"tool {name} failed on {arg}")
    raise KeyError(name)


async def agent_step(calls):
    return await asyncio.gather(*(run_tool(n, a) for n, a in calls), return_exceptions=True)


calls = [("divide", 5), ("divide", 0), ("fail", 1), ("search", 2)]
results = asyncio.run(agent_step(calls))
summary = [type(r).__name__ if isinstance(r, BaseException) else r for r in results]
messages = [str(r) for r in results]


async def safe_loop():
    transcript = []
    for name, arg in calls:
        try:
            out = await run_tool(name, arg)
        except ToolError as e:
            out = f"error: {e}"
        except (ZeroDivisionError, KeyError) as e:
            out = f"{type(e).__name__}: {e}"
        transcript.append(out)
    return transcript


transcript = asyncio.run(safe_loop())
