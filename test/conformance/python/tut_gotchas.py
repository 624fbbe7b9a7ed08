log = []
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    log.append(str(e))
tv = t
x = [1, 2]
x += "ab"
try:
    x = x + "ab"
except TypeError as e:
    log.append(str(e))
a = [1]; a.append(a); ra = repr(a)
d = {}; d["self"] = d; rd = repr(d)
b = "a" * True
c = [[]] * 2; c[0].append(1)
s = "abc"; s2 = s.replace("a", "A")
def side(v):
    log.append(v)
    return v
chain = side(1) < side(2) < side(0) < side(3)
sc = side(0) or side("") or side("x") or side("y")
sc2 = side(1) and side(0) and side(2)
neg = not side([])
i = 10
lst = [i for i in range(3)]
lam = (lambda: i)()
ids = [1, 2, 3]
for idx in ids:
    if idx == 2:
        ids.remove(idx)
copy_trap = ids
n = None
cmpn = n == None, n is None
fl = 0.1 + 0.7
eq = round(fl, 1) == 0.8
lstsum = sum([0.1] * 3) == 0.3
