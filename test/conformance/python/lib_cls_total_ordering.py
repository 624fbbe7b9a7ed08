from functools import total_ordering
@total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.n == o.n
    def __lt__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.n < o.n
    def __repr__(self):
        return f"V({self.n})"
a, b = V(1), V(2)
res = [a < b, a <= b, a > b, a >= b, a == V(1), a != b]
s = repr(sorted([V(3), V(1), V(2)]))
mx = repr(max(V(5), V(9), V(2)))
try:
    a < 3
except TypeError as e:
    m = str(e)
try:
    a >= 3
except TypeError as e:
    m2 = str(e)
eq3 = a == 3
