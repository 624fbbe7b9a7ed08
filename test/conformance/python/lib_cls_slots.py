class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
try:
    p.z = 3
except AttributeError as e:
    m = str(e)
hasdict = hasattr(p, "__dict__")
s = P.__slots__
class Q(P):
    pass
q = Q(1, 2)
q.z = 5
z = q.z
try:
    P(1, 2).__dict__
except AttributeError as e:
    m2 = str(e)
class R:
    __slots__ = ["a"]
r = R()
try:
    r.a
except AttributeError as e:
    m3 = str(e)
