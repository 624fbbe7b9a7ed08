class A:
    def m(self):
        return __class__.__name__
    def nested(self):
        def inner():
            return __class__
        return inner().__name__
    def comp(self):
        return [__class__.__name__ for _ in range(2)]
    def sup(self):
        def inner(x):
            return super().__repr__
        try:
            return inner(1)
        except TypeError as e:
            return str(e)
class B(A):
    def m(self):
        return (__class__.__name__, super().m())
r = (A().m(), A().nested(), A().comp(), B().m())
s = A().sup()
try:
    x = __class__
except NameError as e:
    m1 = str(e)
class C:
    try:
        y = __class__
    except NameError as e:
        m2 = str(e)
