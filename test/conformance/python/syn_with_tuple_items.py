# `with (a, b):` is two context managers, not one tuple (Python 3.9's grammar); `with (a, b) as t:` is one tuple.
log = []


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self.name

    def __exit__(self, *exc):
        log.append("exit " + self.name)
        return False


with (Ctx("a"), Ctx("b")):
    log.append("body")
try:
    with (Ctx("c"), Ctx("d")) as t:
        pass
except (TypeError, AttributeError) as e:
    error = type(e).__name__
    message = str(e)
