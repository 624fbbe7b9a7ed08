a = {"x": 1, "y": 2}
b = {"y": 2, "x": 1}
eq = a == b
la = list(a)
lb = list(b)
a["x"] = 100
still_first = list(a)[0]
del a["x"]
a["x"] = 1
moved = list(a)
