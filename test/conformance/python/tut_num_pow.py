a = pow(2, 10, 1000)
b = pow(3, -1, 7)
c = pow(2, 0.5)
d = 2 ** 200
e = (-2) ** 3, -2 ** 2, 2 ** -2
f = pow(10, 20) % 97
g = 10 ** 15 * 10 ** 15
h = str(3 ** 80)
i = (2 ** 64 - 1) & 0xFFFF, 1 << 70, (1 << 70) >> 65, ~5, -5 >> 1, 5 ^ 3
msg = None
try:
    pow(2, 3, 0)
except ValueError as ex:
    msg = str(ex)
msg2 = None
try:
    pow(2.0, 3, 5)
except TypeError as ex:
    msg2 = str(ex)
