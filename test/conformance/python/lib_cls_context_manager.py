events = []
class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        events.append(("enter", self.name))
        return self
    def __exit__(self, et, ev, tb):
        events.append(("exit", self.name, et.__name__ if et else None, str(ev) if ev else None, tb is None))
        return self.swallow
with CM("a") as a, CM("b", True) as b:
    events.append(("body", a.name, b.name))
    raise KeyError("k")
events.append("after")
try:
    with CM("c"):
        1 / 0
except ZeroDivisionError as e:
    events.append(("caught", str(e)))
class Bad:
    pass
try:
    with Bad():
        pass
except TypeError as e:
    m = str(e)
