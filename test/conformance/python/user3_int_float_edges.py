a = 7 // 2, -7 // 2, 7 // -2, 7 % 3, -7 % 3, 7 % -3, divmod(-7, 2), divmod(7.5, 2)
b = 2 ** -1, 2 ** 0.5, (-8) ** (1/3) if False else 0, 0 ** 0, 10 ** 30
c = int(3.9), int(-3.9), int("  42  "), int("0b101", 0), int("0o17", 0), int("ff", 16), int("1_000")
d = float("1e3"), float(" -inf "), float("nan") != float("nan"), float("1_0.5")
e = 0.1 + 0.2, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10), 1e16 + 1, 2 ** 53 + 1.0
f = 1 / 3, 2 / 3, 10 / 4, 1e-7, 1e22, 1e-5, 123456789.123456789, 1.0e15, 1.5e16
g = abs(-5), abs(-2.5), abs(3 + 4j), -0.0, 0.0 == -0.0
h = round(2.5), round(3.5), round(-2.5), round(1.25, 1), round(1.35, 1), round(12345, -1), round(15, -1), round(25, -1)
i = (255).bit_length(), (10).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (-1).bit_length()
j = 5 .real, (5).imag, (2.5).is_integer(), (3.0).is_integer(), (0.5).as_integer_ratio()
k = hex(-255), oct(8), bin(-5), hex(0)
l = 10 ** 20 // 3, -(10 ** 20) // 7, 10 ** 20 % 7, pow(3, -1, 7), pow(2, 100)
m = float(10 ** 20), int(1e20), int(float("1e25"))
n = 1 < 2.5, 3 == 3.0, hash(3) == hash(3.0), True + True, True * 10
o = max(1, 2.0), min(3, 3.0), sum([0.1] * 10), sum([1, 2], 10)
p = str(1e16), str(1.0), str(100.0), repr(1e-4), repr(0.0001), str(12345678901234567.0)
q = float.fromhex("0x1.8p1"), (1.5).hex()
r = 7.0 // 2, 7.0 % 2.5, -7.5 // 2, 1e308 * 10, -1e308 * 10
s = int("-0"), -0, +5, ~5, ~-1, 5 & 3, 5 | 3, 5 ^ 3, 1 << 10, -16 >> 2
try:
    1 / 0
except ZeroDivisionError as ex:
    t1 = str(ex)
try:
    1 // 0
except ZeroDivisionError as ex:
    t2 = str(ex)
try:
    1.0 % 0
except ZeroDivisionError as ex:
    t3 = str(ex)
try:
    int("4.5")
except ValueError as ex:
    t4 = str(ex)
try:
    2.0 ** 10000
except OverflowError as ex:
    t5 = str(ex)
try:
    int(float("inf"))
except OverflowError as ex:
    t6 = str(ex)
try:
    int(float("nan"))
except ValueError as ex:
    t7 = str(ex)
u = math_ok = isinstance(1, int) and isinstance(True, int) and not isinstance(1.0, int)
v = complex(1, 2) * 2, (1 + 2j).conjugate(), abs(1j), complex("3+4j")
