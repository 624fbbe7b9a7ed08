class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, P) and self.x == other.x

    __hash__ = None


a, b = P(1), P(1)
checks = [a == b, a is b, a != b, a in [b], [a] == [b], (a,) == (b,), {"k": a} == {"k": b}]
try:
    hash(a)
except TypeError as e:
    msg = str(e)
