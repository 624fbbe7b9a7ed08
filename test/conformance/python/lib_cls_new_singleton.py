class Single:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v):
        self.v = v
a = Single(1)
b = Single(2)
r = [a is b, a.v]
class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
u = Upper("abc")
ru = [u, type(u).__name__, isinstance(u, str), u + "d", len(u)]
class Pt(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
p = Pt(1, 2)
rp = [p.x, p[1], tuple(p), repr(p), p == (1, 2)]
class NotInst:
    def __new__(cls):
        return 42
n = NotInst()
