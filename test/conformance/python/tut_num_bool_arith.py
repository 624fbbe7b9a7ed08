a = True + True, True * 3, False - 1, True / 2
b = sum([True, False, True])
c = int(True), float(False), str(True), repr(None)
d = 3 > 2 > 1, 1 < 3 < 2, 1 == 1.0, 1 is not None
e = isinstance(True, int), type(True) is bool, bool(0.0), bool("0"), bool([]), bool(None)
f = abs(-3), abs(-3.5), abs(True)
g = 10 // 3 * 3 + 10 % 3
h = -17 % 5, 17 % -5, -17 // 5
