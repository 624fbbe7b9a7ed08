from collections import OrderedDict, namedtuple, ChainMap
od = OrderedDict(a=1, b=2, c=3)
od.move_to_end("a")
k1 = list(od)
od.move_to_end("c", last=False)
k2 = list(od)
last = od.popitem()
first = od.popitem(last=False)
r = repr(OrderedDict(x=1))
eq = OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1}
P = namedtuple("P", "x y")
p = P(1, y=2)
pr = repr(p)
p2 = p._replace(x=10)
asd = p._asdict()
fl = P._fields
mk = P._make([5, 6])
x, y = p
Q = namedtuple("Q", ["a", "b"], defaults=[0])
q = repr(Q(1))
try:
    P(1)
except TypeError as e:
    m = str(e)
try:
    p.x = 3
except AttributeError as e:
    m2 = str(e)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cmv = cm["a"], cm["b"], len(cm), sorted(cm)
