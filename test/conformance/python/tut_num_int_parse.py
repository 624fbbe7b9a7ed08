a = int("  42  ")
b = int("-0x1f", 16)
c = int("0b101", 0)
d = int("1_000_000")
e = int("z", 36)
f = float("  -1.5e3 ")
g = float("inf"), float("-Infinity"), repr(float("nan"))
errs = []
for s in ["4.5", "", "0x10", "1__0", " 1 2"]:
    try:
        int(s)
    except ValueError as ex:
        errs.append(str(ex))
for s in ["abc", "1.2.3", ""]:
    try:
        float(s)
    except ValueError as ex:
        errs.append(str(ex))
try:
    int("12", 1)
except ValueError as ex:
    errs.append(str(ex))
try:
    int(None)
except TypeError as ex:
    errs.append(str(ex))
try:
    int(1.5, 10)
except TypeError as ex:
    errs.append(str(ex))
