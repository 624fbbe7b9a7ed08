class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        if isinstance(o, int):
            return Money(self.c + o)
        return NotImplemented
    __radd__ = __add__
    def __mul__(self, k):
        return Money(self.c * k)
    def __rmul__(self, k):
        return Money(self.c * k)
    def __neg__(self):
        return Money(-self.c)
    def __abs__(self):
        return Money(abs(self.c))
    def __truediv__(self, k):
        return Money(self.c / k)
    def __floordiv__(self, k):
        return Money(self.c // k)
    def __mod__(self, k):
        return Money(self.c % k)
    def __pow__(self, k):
        return Money(self.c ** k)
    def __repr__(self):
        return f"Money({self.c})"
a = repr(Money(5) + Money(3))
b = repr(2 + Money(3))
c = repr(sum([Money(1), Money(2)]))
d = repr(3 * Money(2))
e = repr(-Money(4)), repr(abs(Money(-4)))
f = repr(Money(7) / 2), repr(Money(7) // 2), repr(Money(7) % 4), repr(Money(2) ** 3)
try:
    Money(1) + "x"
except TypeError as ex:
    m = str(ex)
try:
    "x" - Money(1)
except TypeError as ex:
    m2 = str(ex)
x = Money(1)
x += 5
g = repr(x)
