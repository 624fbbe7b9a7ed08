# with and async with statements whose items (and their as-targets) sit on lines of their own:
# entering returns to the statement's line, and each target is stored on its own line (line events).
import asyncio
class A:
    async def __aenter__(self):
        return 1
    async def __aexit__(self, *e):
        return False
def mk():
    return A()
class C:
    def __enter__(self):
        return 2
    def __exit__(self, *e):
        return False
def mkc():
    return C()
async def main():
    async with (
        mk() as a,
        mk(),
    ):
        x = a
    with mkc() as c, mkc() as d:
        y = c + d
    with (
        mkc()
    ):
        z = 3
    return x, y, z
r = asyncio.run(main())
with mkc() as q:
    w = q
with (mkc() as q1,
      mkc() as q2):
    v = q1 + q2
