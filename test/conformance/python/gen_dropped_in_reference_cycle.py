# A generator in a reference cycle (held by the instance its frame holds, or by its own frame) is
# not freed by reference counting when dropped: it waits for the cyclic collector, and stays open
# through this script; an acyclic one closes at once.
log = []
class Reader:
    def __init__(self, name):
        self.name = name
        self.it = self.lines()
        next(self.it)
    def lines(self):
        try:
            yield 1
            yield 2
        finally:
            log.append("closed " + self.name)

r = Reader("cycle")
r = None
s1 = list(log)
def selfref():
    try:
        me = yield
        yield me
    finally:
        log.append("closed self")
g = selfref()
next(g)
g.send(g)
g = None
s2 = list(log)
def plain():
    try:
        yield 1
    finally:
        log.append("closed plain")
p = plain()
next(p)
p = None
final = list(log)
