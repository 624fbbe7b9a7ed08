# A function left by an exception stays alive in the exception's traceback: the suspended
# generators its locals hold close when the except block that handled it ends, unless the
# exception is kept (saved = e) or raised on.
log = []
def lines(tag):
    try:
        yield tag
    finally:
        log.append("closed " + tag)

def boom(tag):
    it = lines(tag)
    next(it)
    raise ValueError(tag)

try:
    boom("a")
except ValueError:
    log.append("handler a")
log.append("after a")

try:
    boom("b")
except ValueError as e:
    saved = e
    log.append("handler b")
log.append("after b")

def deeper():
    try:
        boom("c")
    except ValueError:
        log.append("handler c")
        return 5
r = deeper()

def reraise():
    try:
        boom("d")
    except ValueError:
        log.append("handler d")
        raise
try:
    reraise()
except ValueError:
    log.append("outer d")
final = list(log)
