from contextlib import contextmanager
log = []
class Managed:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append(f"enter {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        log.append(f"exit {self.name} {exc_type.__name__ if exc_type else None}")
        return exc_type is ValueError
with Managed("a") as m:
    log.append(f"body {m.name}")
with Managed("b"):
    raise ValueError("swallowed")
try:
    with Managed("c"):
        raise KeyError("k")
except KeyError:
    log.append("keyerror escaped")
@contextmanager
def tag(name):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    finally:
        log.append(f"</{name}>")
with tag("p") as t:
    log.append(t)
with Managed("x") as x, Managed("y") as y:
    log.append("both")
