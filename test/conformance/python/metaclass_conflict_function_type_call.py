class M1(type):
    pass
class M2(type):
    pass
class A(metaclass=M1):
    pass
class B(metaclass=M2):
    pass
try:
    class C(A, B):
        pass
except TypeError as e:
    m = str(e)
def fmeta(name, bases, ns):
    return name.upper()
class D(metaclass=fmeta):
    pass
d = D
X = Meta3 = None
class Meta3(type):
    def __init_subclass__(cls, **kw):
        pass
E = Meta3('E', (), {'v': 5})
ev = E.v
et = type(E).__name__
