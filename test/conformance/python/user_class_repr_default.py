class Plain:
    pass
p = Plain()
r = repr(p).startswith("<__main__.Plain object at 0x")
s = str(p) == repr(p)
tn = type(p).__name__
qn = Plain.__qualname__
mod = Plain.__module__
cr = repr(Plain)
cr2 = str(int)
fr = repr(len)
eq = p == p
ne = p != Plain()
h = isinstance(hash(p), int)
class WithStr:
    def __str__(self):
        return "custom"
w = WithStr()
ws = str(w)
wr = repr(w).startswith("<__main__.WithStr")
wf = f"{w}"
wl = str([w]).startswith("[<__main__.WithStr")
class Outer:
    class Inner:
        pass
iq = Outer.Inner.__qualname__
ir = repr(Outer.Inner)
def fn(): pass
fnr = repr(fn).startswith("<function fn at 0x")
lr = repr(lambda: 0).startswith("<function <lambda> at")
mr = repr(Plain.__init__)
br = repr(w.__str__).startswith("<bound method WithStr.__str__ of")
