a = isinstance(True, int)
b = type(True) is int
c = True is 1 == 1
d = sum([True, True, False])
e = max(False, 0)
f = [0, False, 0.0].count(0)
g = {0: "zero", False: "false"}
