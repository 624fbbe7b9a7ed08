import asyncio


async def check(v):
    await asyncio.sleep(0)
    return v > 1


async def agent(events):
    out = []
    for ev in events:
        match ev:
            case {"kind": "tool", "args": [*args]} if await check(len(args)):
                out.append(("tool", args))
            case {"kind": "tool"}:
                out.append("tool without enough args")
            case {"kind": "stop"}:
                break
            case {"kind": "fail", "msg": msg}:
                raise ValueError(msg)
            case _:
                out.append(await asyncio.sleep(0, "skipped"))
    return out


ok = asyncio.run(agent([{"kind": "tool", "args": [1, 2]}, {"kind": "tool", "args": [1]}, {"kind": "x"}, {"kind": "stop"}, {"kind": "tool"}]))
bad = asyncio.run(agent([{"kind": "fail", "msg": "boom"}]))
