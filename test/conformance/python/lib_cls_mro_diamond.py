class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
class D(B, C):
    def who(self):
        return "D" + super().who()
r = D().who()
mro = [k.__name__ for k in D.__mro__]
mro2 = [k.__name__ for k in D.mro()]
bases = [k.__name__ for k in D.__bases__]
sub = issubclass(D, A), issubclass(A, D), isinstance(D(), C)
try:
    class E(A, B):
        pass
except TypeError as e:
    err = str(e)
