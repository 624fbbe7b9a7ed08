a = 0.1 + 0.2 == 0.3
b = round(0.1 + 0.2, 10) == 0.3
c = 1 / 3
d = 2 / 3
e = 10 / 3
f = 1e-10 * 3
g = 1.1 * 3
h = 3.0 * 1.1
i = 2.5 ** 2
j = 9 ** 0.5
k = 2 ** 0.5
l = 10 ** -2
m = 1.5 ** 3.3
n = 7.0 % 2.5
o = -7.0 % 2.5
p = 7.5 // 2
q = float("nan") == float("nan")
r = (0.1).as_integer_ratio()
s = (2.5).is_integer()
t = 1e308 * 10
u = -1e308 * 10
v = 100.0 ** 0.25
w = 3 ** 2.5
x = 0.5 ** 10
y = 1.0001 ** 1000
z = 2.0 ** -3.5
aa = [1.1 ** k for k in range(1, 8)]
bb = [k ** 1.5 for k in range(2, 9)]
cc = abs(-0.0)
dd = max(0.1, 1 / 10)
ee = float.fromhex("0x1.8p1")
ff = (1.5).hex()
