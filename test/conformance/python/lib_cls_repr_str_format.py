class T:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"T<{self.v}>"
    def __str__(self):
        return f"t{self.v}"
    def __format__(self, spec):
        if spec == "up":
            return str(self.v).upper()
        return format(self.v, spec)
t = T("ab")
a = [str(t), repr(t), f"{t}", f"{t!r}", f"{t!s}", f"{t:up}", "%s %r" % (t, t)]
b = str([t, t])
c = "{0} {0!r} {0:up}".format(t)
d = format(T(3.14159), ".2f")
class N:
    pass
try:
    format(N(), "x")
except TypeError as e:
    m = str(e)
r = repr(N())[:12]
