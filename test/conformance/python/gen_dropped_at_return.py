# A function returning while a local holds a suspended generator drops it: CPython frees it and so
# closes it right there (its finally runs before the caller goes on), unless something still holds it
# (returned, stored, passed in). A generator whose finally yields again is closed with the
# RuntimeError ignored.
log = []
def lines(tag):
    try:
        yield tag + "1"
        yield tag + "2"
    finally:
        log.append("closed " + tag)

def first(tag):
    it = lines(tag)
    return next(it)

def keep(tag):
    it = lines(tag)
    next(it)
    return it

held = []
def store(tag):
    it = lines(tag)
    next(it)
    held.append(it)
    return None

def passed(it):
    return next(it)

def pair(tag):
    a = lines(tag + "a")
    b = lines(tag + "b")
    next(b)
    next(a)
    return 0

def stubborn():
    try:
        yield 1
    finally:
        log.append("stubborn finally")
        yield 2

def drop_stubborn():
    s = stubborn()
    next(s)
    return 1

x = first("f")
k = keep("k")
store("s")
outer = lines("o")
p = passed(outer)
pr = pair("p")
snapshot = list(log)
ds = drop_stubborn()
snap2 = list(log)
def nested():
    def inner():
        it = lines("n")
        next(it)
        return len(log)
    return inner() + 1
nn = nested()
final = list(log)
