class Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def keep_going(n):
    return n < 3


def search(items, wanted):
    log = []
    try:
        for i, item in enumerate(items):
            with Ctx(log):
                if item == wanted:
                    return i, log
    finally:
        log.append("finally")
    return -1, log


n = 0
while keep_going(n):
    n += 1
found = search(["a", "b", "c"], "b")
missing = search([], "z")
with Ctx([]) as c1, Ctx(c1.log) as c2:
    inner = len(c2.log)
total = sum(
    keep_going(k)
    for k in range(5)
)
