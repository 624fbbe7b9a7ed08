import asyncio


async def fetch(x):
    await asyncio.sleep(0)
    return x


async def route(req):
    match await fetch(req):
        case {"path": "/"}:
            return "home"
        case {"path": p} if await fetch(p.startswith("/api")):
            r = await fetch("api " + p)
            return r
        case {"path": p}:
            return "page " + p
        case _:
            return "bad"


async def main():
    return [await route({"path": "/"}), await route({"path": "/api/x"}), await route({"path": "/about"}), await route(3)]


results = asyncio.run(main())
