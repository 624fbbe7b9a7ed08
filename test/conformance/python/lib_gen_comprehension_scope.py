x = "outer"
a = [x for x in range(3)]
after = x
b = {k: v for k, v in zip("ab", [1, 2])}
c = {c for c in "hello"}
cs = sorted(c)
n = 10
d = [i * n for i in range(3)]
class K:
    vals = [1, 2]
    doubled = [v * 2 for v in vals]
kd = K.doubled
try:
    class K2:
        y = 5
        z = [y for _ in range(2)]
except NameError as e:
    m = str(e)
m2 = [[i * j for j in range(3)] for i in range(3)]
flat = [x for row in m2 for x in row if x % 2 == 0]
w = [(y := i * 2) for i in range(3)]
ylast = y
