class A:
    def __eq__(self, o): return True
    def __lt__(self, o): return True
class B(A):
    def __add__(self, o): return 1
r = [B() == B(), B() < B(), B() != B()]
class N:
    def __neg__(self): return "neg"
    def __eq__(self, o): return "eq-result"
class M(N):
    def __mul__(self, o): return 2
    def __hash__(self): return 1
r2 = [-M(), M() == 1, M() * 3, 3 == M()]
class P:
    def __add__(self, o): return 5
r3 = [P() == P(), P() != P(), P() + 1]
p = P()
r3.append(p == p)
try:
    P() < P()
except TypeError as e:
    r3.append(str(e))
try:
    -P()
except TypeError as e:
    r3.append(str(e))
class Q(int):
    def __add__(self, o): return "add"
r4 = [Q(1) == 1, Q(2) < 3, -Q(2), Q(1) + 1, Q(5) > Q(4)]
