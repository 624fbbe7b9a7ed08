class Fraction:
    def __init__(self, n, d=1):
        from math import gcd
        g = gcd(n, d)
        self.n, self.d = n // g, d // g
    def __add__(self, o):
        if isinstance(o, int):
            o = Fraction(o)
        return Fraction(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __sub__(self, o):
        return Fraction(self.n * o.d - o.n * self.d, self.d * o.d)
    def __mul__(self, o):
        return Fraction(self.n * o.n, self.d * o.d)
    def __truediv__(self, o):
        return Fraction(self.n * o.d, self.d * o.n)
    def __neg__(self):
        return Fraction(-self.n, self.d)
    def __eq__(self, o):
        return (self.n, self.d) == (o.n, o.d)
    def __lt__(self, o):
        return self.n * o.d < o.n * self.d
    def __float__(self):
        return self.n / self.d
    def __repr__(self):
        return f"{self.n}/{self.d}"
a = Fraction(1, 2) + Fraction(1, 3)
b = Fraction(3, 4) - Fraction(1, 4)
c = Fraction(2, 3) * Fraction(3, 4)
d = Fraction(1, 2) / Fraction(1, 4)
e = 1 + Fraction(1, 2)
f = sum([Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)])
g = repr([a, b, c, d, e, f])
h = float(Fraction(1, 4))
i = -Fraction(1, 2)
j = sorted([Fraction(1, 2), Fraction(1, 3), Fraction(3, 4)])
k = repr(j)
l = Fraction(1, 2) > Fraction(1, 3)
try:
    Fraction(1, 2) + "x"
except Exception as ex:
    err = type(ex).__name__
