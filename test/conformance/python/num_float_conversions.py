a = float("3.25")
b = float("  -1e3 ")
c = float(7)
d = float("infinity")
e = repr(float("-0.0"))
try:
    float("one")
except ValueError as err:
    msg = str(err)
