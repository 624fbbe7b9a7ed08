import math
a = (0.1).as_integer_ratio(), (2.5).is_integer(), float.fromhex("0x1.999999999999ap-4"), (0.1).hex(), float("inf") > 1e308, -float("inf") < -1e308
b = repr(0.1 + 0.2), repr(1 / 3), repr(2 / 3), repr(1e-10), repr(123e20), repr(1.1 * 3), repr(100.0), repr(1e100), str(1e16), str(1e15), repr(5e-324)
c = round(0.5), round(1.5), round(2.5), round(-0.5), round(0.125, 2), round(0.375, 2), round(2.675, 2), round(1.0005, 3), round(1e20, -5)
d = math.floor(-0.0), math.copysign(1, -0.0), -0.0 == 0.0, str(-0.0), repr(-0.0 + 0.0), 0.0 * -1
e = float("  3.5\n"), float("+1E-2"), float("infinity"), float("-NaN") != float("-NaN"), float(True), float(10 ** 20)
f = 1e308 * 10 == float("inf"), 7.0 / 2, 7 / 2.0, 2 ** 0.5 * 2 ** 0.5, 0.1 * 3, 1.1 + 2.2, 3 * 1.1
g = divmod(7.5, 2), divmod(-7.5, 2), 7.5 // -2, -7.5 % 2, math.fmod(-7.5, 2), abs(-0.0)
h = int(2.999999999999999999), int(-0.9), int(1e15), int(123.456e3), float("1_000.5")
i = max(float("nan"), 1), min(1, float("nan")), sorted([3.0, 1, 2.5]), sum([1e16, 1.0, -1e16]), math.fsum([1e16, 1.0, -1e16])
try:
    float("1.2.3")
except ValueError as ex:
    j = str(ex)
try:
    float([])
except TypeError as ex:
    k = str(ex)
l = f"{1e-5}", f"{1e-4}", f"{1e16}", f"{1.5e15}", f"{0.000123456789:.3g}", f"{123.0:.0f}", str(1.0e-6), 10 / 3 * 3
