class A:
    def who(self): return ['A']
class B(A):
    def who(self): return ['B'] + super().who()
class C(A):
    def who(self): return ['C'] + super().who()
class D(B, C):
    def who(self): return ['D'] + super().who()
w = D().who()
mro = [k.__name__ for k in D.__mro__]
class Base:
    subs = []
    def __init_subclass__(cls, /, prefix='', **kw):
        super().__init_subclass__(**kw)
        Base.subs.append(prefix + cls.__name__)
class X(Base, prefix='p_'): pass
class Y(X): pass
subs = Base.subs
