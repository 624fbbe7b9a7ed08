# Parenthesized with items (Python 3.10): one statement with several context managers, across lines.
log = []


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, *exc):
        log.append("exit " + self.name)
        return False


with (Ctx("a") as a, Ctx("b") as b):
    log.append(a + b)
cm_c = Ctx("c")
cm_d = Ctx("d")
with (
    cm_c as c,
    cm_d,
):
    log.append(c)
with (Ctx("e"), Ctx("f")):
    log.append("both")
holder = {}
with (Ctx("g") as holder["g"]):
    log.append(holder["g"])
with (Ctx("h")) as h:
    log.append(h)
with (Ctx("i"), Ctx("j"),):
    log.append("trailing comma")
