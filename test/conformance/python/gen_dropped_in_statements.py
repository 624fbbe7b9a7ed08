# Suspended generators dropped by statements: a temporary (next(lines())), a rebinding, del, a
# cleared list, a loop variable rebound while the loop still holds the generator (no close until
# the loop lets go), an argument, a returned one, and in a try block.
log = []
def lines(tag):
    try:
        yield tag + "1"
        yield tag + "2"
    finally:
        log.append("closed " + tag)

a = next(lines("temp"))
s1 = list(log)
g = lines("bound")
b = next(g)
s2 = list(log)
g = None
s3 = list(log)
h = lines("del")
next(h)
del h
s4 = list(log)
k = lines("loop")
for x in k:
    k = None
    log.append("in loop " + x)
s5 = list(log)
items = [lines("list")]
next(items[0])
items.clear()
s6 = list(log)
def consume(it):
    return next(it)
c = consume(lines("arg"))
s7 = list(log)
def f2():
    return lines("ret")
r = next(f2())
s8 = list(log)
try:
    q = lines("exc")
    next(q)
    q = None
    raise KeyError("k")
except KeyError:
    log.append("caught")
final = list(log)
