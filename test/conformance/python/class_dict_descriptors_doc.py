class P:
    def f(self): ...
class Q(P):
    x = 1
class E(Exception): pass
class S:
    __slots__ = ("a",)
class D(dict): pass
class I(int): pass
d1 = dir(P())
d2 = sorted(vars(Q))
d3 = sorted(vars(E))
d4 = sorted(vars(S))
d5 = sorted(vars(D))
d6 = sorted(vars(I))
d7 = dir(Q)
k = list(P.__dict__)
