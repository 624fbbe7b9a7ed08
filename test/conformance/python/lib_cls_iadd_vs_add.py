class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __add__(self, o):
        return Bag(self.items + o.items)
    def __iadd__(self, o):
        self.items.extend(o.items)
        return self
    def __repr__(self):
        return f"Bag({self.items})"
a = Bag([1])
alias = a
a += Bag([2])
same = alias is a
b = Bag([3])
c = b + Bag([4])
r = [repr(a), repr(c), repr(b)]
class NoI:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return NoI(self.v + o)
n = NoI(1)
old = n
n += 5
r2 = (n.v, old is n)
t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    m = str(e)
tr = t
