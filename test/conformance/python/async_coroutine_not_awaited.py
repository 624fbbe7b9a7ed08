async def compute():
    return 1


c = compute()
kind = type(c).__name__
c.close()
