# Generators held by __slots__, a property's instance, a partial, dicts, a deque, an OrderedDict and
# a defaultdict: closed only when nothing holds them (some of these the engine cannot see into, so
# it keeps them open, as CPython does while they are held).
log = []
def lines(tag):
    try:
        yield tag
    finally:
        log.append("closed " + tag)

class S:
    __slots__ = ("g", "h")

s = S()
s.g = lines("slot")
next(s.g)
x = 1
snap = list(log)
class P:
    def __init__(self):
        self._g = lines("prop")
        next(self._g)
    @property
    def g(self):
        return self._g
p = P()
y = p.g
del p
snap2 = list(log)
import functools
part = functools.partial(lambda it: next(it), lines("partial"))
first = part()
z = 2
snap3 = list(log)
d = {"k": lines("dict")}
next(d["k"])
d2 = dict(d)
d = None
snap4 = list(log)
import collections
dq = collections.deque([lines("dq")])
next(dq[0])
w = 3
snap5 = list(log)
od = collections.OrderedDict(a=lines("od"))
next(od["a"])
dd = collections.defaultdict(list)
dd["x"].append(lines("dd"))
next(dd["x"][0])
v = 4
final = list(log)
