e1 = Exception()
e2 = Exception("one")
e3 = Exception("a", 2)
r = [str(e1), repr(e1), str(e2), repr(e2), str(e3), repr(e3), e3.args]
k = KeyError("key")
ks = [str(k), repr(k), str(KeyError()), str(KeyError(1, 2))]
o = OSError(2, "No such file")
os_ = [str(o), o.errno, o.strerror]
u = [repr(ValueError("x'y")), str(StopIteration(5)), StopIteration(5).value]
class E(Exception):
    def __str__(self):
        return "custom"
ce = [str(E("z")), repr(E("z"))]
class F(Exception):
    def __init__(self, code):
        self.code = code
f = F(3)
fa = [f.args, str(f), repr(f)]
class G(Exception):
    def __init__(self, code):
        super().__init__("code", code)
        self.code = code
g = [G(4).args, str(G(4))]
a = AttributeError("msg")
a2 = [a.name, a.obj]
n = NameError("n")
sx = SyntaxError("bad", ("f.py", 1, 2, "x y"))
sxs = [str(sx), sx.lineno, sx.msg]
