# A with statement whose items are calls on lines of their own: CPython records the statement's
# line again when each call returns (its instructions sit on their own lines).
log = []


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        return self.name

    def __exit__(self, *exc):
        return False


with (
    Ctx("c") as c,
    Ctx("d"),
):
    log.append(c)
with Ctx("e") as e, \
     Ctx("f"):
    log.append(e)
