class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
a = [P(1) == P(1), P(1) != P(1), P(1) != P(2), P(1) == 1, 1 == P(1)]
class Q:
    def __lt__(self, o):
        return "lt-called"
b = [Q() < Q(), Q() > Q()]
try:
    Q() <= Q()
except TypeError as e:
    m = str(e)
class R:
    def __eq__(self, o):
        return NotImplemented
c = [R() == R(), R() != R()]
r = R()
c2 = r == r
class S(int):
    def __eq__(self, o):
        return "S.eq"
d = [3 == S(3), S(3) == 3]
