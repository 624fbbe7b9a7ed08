class C:
    def m(self, x):
        return x * 2
c = C()
bm = c.m
r = [bm(3), bm.__self__ is c, bm.__func__ is C.m, bm.__name__, C.m.__name__]
eq = c.m == c.m, c.m is c.m
f = list(map(c.m, [1, 2]))
rp = repr(bm).startswith("<bound method C.m of")
rf = repr(C.m).startswith("<function C.m at")
try:
    C.m(5)
except TypeError as e:
    m = str(e)
try:
    c.m()
except TypeError as e:
    m2 = str(e)
try:
    c.m(1, 2)
except TypeError as e:
    m3 = str(e)
try:
    c.nope()
except AttributeError as e:
    m4 = str(e)
