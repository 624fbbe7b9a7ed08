a = list(range(10))
a[2:5] = ["x", "y"]
b = list(range(10))
b[::2] = [0] * 5
c = list(range(5))
c[1:1] = [9, 9]
d = list(range(8))
del d[1::3]
e = [1, 2, 3]
e[len(e):] = [4, 5]
f = list("hello")
f[-2:] = []
g = [3, 1, 2]
g2 = g[:]
g2.sort(reverse=True)
h = [[0] * 2 for _ in range(2)]
h[1][0] = 7
i = list(range(10))[-3:]
j = list(range(10))[::-3]
k = "abcdefg"[1:6:2]
try:
    b[::2] = [1, 2]
except ValueError as ex:
    err = str(ex)
l = [1, 2, 3, 4]
l[1:3] = range(3)
m = list(range(5))
m.clear()
n = [1, 2] + [3]
n += (4,)
o = [0] * 3 + [1] * 2
p = [x for x in range(20)][5:15:4]
