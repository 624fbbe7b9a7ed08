a = int(1e20)
b = int(-2.9999)
c = int(float("1e3"))
d = float(10 ** 15 + 1)
e = int(2 ** 63 + 0.0)
f = 7 / 7
g = type(6 // 2.0).__name__
