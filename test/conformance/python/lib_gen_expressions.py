g = (x * x for x in range(5))
a = next(g)
rest = list(g)
again = list(g)
s = sum(x for x in range(10) if x % 2)
nested = list((i, j) for i in range(3) for j in range(i))
mx = max((len(w), w) for w in ["aa", "b", "ccc"])
tn = type(g).__name__
lz = []
def f(x):
    lz.append(x)
    return x
g2 = (f(i) for i in range(3))
before = list(lz)
first = next(g2)
after = list(lz)
anyv = any(f(i) > 5 for i in range(10))
alls = all(x > 0 for x in [])
d = dict((k, len(k)) for k in ["a", "bb"])
j = ",".join(str(i) for i in range(4))
try:
    (1 / x for x in [0])
    ok = "lazy"
    list(1 / x for x in [0])
except ZeroDivisionError as e:
    m = str(e)
