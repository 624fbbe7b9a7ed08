class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"{self.__class__.__name__}(x={self.x!r}, y={self.y!r})"
    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    __hash__ = None
class Q(P):
    pass
a = repr(P(1, "a")), repr(Q(2, [3])), P(1, 2) == P(1, 2), P(1, 2) == Q(1, 2), P(1, 2) != Q(1, 2), [P(1, 2)].count(P(1, 2))
try:
    {P(1, 2)}
except TypeError as e:
    b = str(e)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if other == 0:
            return self
        return NotImplemented
    __radd__ = __add__
    def __str__(self):
        return f"${self.cents / 100:.2f}"
    def __format__(self, spec):
        return format(str(self), spec)
c = str(sum([Money(150), Money(275)])), f"{Money(5):>8}|", str(Money(1) + Money(2))
try:
    Money(1) + "x"
except TypeError as e:
    d = str(e)
class Temp:
    def __init__(self, d):
        self.d = d
    def __lt__(self, o):
        return self.d < o.d
    def __le__(self, o):
        return self.d <= o.d
    def __gt__(self, o):
        return self.d > o.d
    def __repr__(self):
        return f"T{self.d}"
e = sorted([Temp(3), Temp(1), Temp(2)]), max([Temp(5), Temp(9)]), Temp(1) < Temp(2) <= Temp(2)
class Vec(tuple):
    def __add__(self, o):
        return Vec(a + b for a, b in zip(self, o))
f = Vec((1, 2)) + Vec((3, 4)), type(Vec((1,)) + Vec((2,))).__name__, len(Vec((1, 2, 3))), Vec((1, 2)) == (1, 2)
class MyList(list):
    def total(self):
        return sum(self)
ml = MyList([1, 2, 3])
ml.append(4)
g = ml.total(), len(ml), ml[1:3], type(ml[1:3]).__name__, isinstance(ml, list), repr(ml)
class MyDict(dict):
    def __missing__(self, key):
        return f"<{key}>"
md = MyDict(a=1)
h = md["a"], md["zz"], md.get("zz"), "zz" in md, repr(md)
