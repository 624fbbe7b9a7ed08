log = []


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append(f"open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        log.append(f"close {self.name} ({exc_type.__name__ if exc_type else None})")
        return False


with Resource("a") as r:
    log.append(f"using {r.name}")
try:
    with Resource("b"):
        raise KeyError("x")
except KeyError:
    log.append("caught outside")
