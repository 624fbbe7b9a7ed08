class A:
    def __repr__(self):
        return "A-repr"
class B(A):
    pass
class C(A):
    def __str__(self):
        return "C-str"
r = [str(B()), repr(B()), str(C()), repr(C()), f"{C()!r}", str([C()]), "%s" % C(), "{}".format(B())]
class D:
    def __str__(self):
        return 5
try:
    str(D())
except TypeError as e:
    m = str(e)
class E:
    def __repr__(self):
        raise ValueError("no repr")
try:
    repr([E()])
except ValueError as e:
    m2 = str(e)
class F(int):
    pass
rf = [repr(F(3)), str(F(3)), F(3) + 1, type(F(3) + 1).__name__]
class G(list):
    def __repr__(self):
        return "G" + super().__repr__()
rg = repr(G([1, 2])), str(G([1]))
