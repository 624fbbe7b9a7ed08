# Inside a with block whose manager is a contextmanager object, a generator rebound away is closed
# at once, while the manager's own generator (which only the manager holds) stays open.
log = []
def lines(tag):
    try:
        yield tag + "1"
        yield tag + "2"
    finally:
        log.append("closed " + tag)

from contextlib import contextmanager
@contextmanager
def cm(t):
    log.append("enter " + t)
    try:
        yield t
    finally:
        log.append("exit " + t)
with cm("w"):
    tmp = lines("inwith")
    next(tmp)
    tmp = None
    log.append("body")
s9 = list(log)
