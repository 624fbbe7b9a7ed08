a = [1, 2]
a.append(a)
r1 = repr(a)
d = {"k": 1}
d["self"] = d
r2 = repr(d)
b = [[]] * 3
b[0].append(1)
r3 = repr(b)
x = [1]
y = [x, x]
r4 = repr(y), y[0] is y[1]
c = a[2][2][0]
try:
    a == a
    e = "eq ok"
except RecursionError:
    e = "rec"
