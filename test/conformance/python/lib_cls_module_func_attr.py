import math, operator, json, functools, itertools, re
class C:
    f = math.sqrt
    g = len
    h = operator.add
    j = json.dumps
    k = abs
    r = functools.reduce
    ch = itertools.chain
    sub = re.sub
c = C()
a = [c.f(4), c.g([1, 2]), c.h(1, 2), c.k(-2), c.r(operator.add, [1, 2]), list(c.ch("a", "b"))]
b = C.f(9)
try:
    c.j([1])
except TypeError as e:
    m = str(e)
try:
    c.sub("a", "b", "abc")
except TypeError as e:
    m2 = str(e)
class D:
    def m(self):
        return "m"
    alias = m
    s = staticmethod(lambda: "static")
d = D()
e = [d.alias(), d.s(), D.s()]
class E:
    l = lambda self: ("lam", type(self).__name__)
ev = E().l()
