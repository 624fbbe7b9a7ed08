a = [-1, 1, 66.25, 333, 333, 1234.5]
del a[0]
b = a[:]
del a[2:4]
c = a[:]
del a[:]
d = list(range(10))
del d[1::2]
e = list(range(10))
del e[-3:]
e[::-1] = e[:]
f = list(range(6))
f[1:5:2] = ["x", "y"]
g = list(range(5))
g[10:20] = [1]
g[-100:1] = ["start"]
h = [1, 2, 3]
h[1:1] = [9, 9]
msg = None
try:
    f[::2] = [1]
except ValueError as ex:
    msg = str(ex)
dd = {"a": 1, "b": 2}
del dd["a"]
x = 5
del x
try:
    x
except NameError as ex:
    msg2 = str(ex)
t = (1, 2, 3)
msg3 = None
try:
    del t[0]
except TypeError as ex:
    msg3 = str(ex)
