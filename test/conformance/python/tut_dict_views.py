a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 0}
k1 = sorted(a.keys() & b.keys())
k2 = sorted(a.keys() | b.keys())
k3 = sorted(a.keys() - b.keys())
k4 = sorted(a.keys() ^ b.keys())
k5 = sorted(a.keys() & {"x", "q"})
k6 = a.keys() == {"x", "y", "z"}, a.keys() <= {"x", "y", "z", "w"}, a.keys().isdisjoint(["q"])
i1 = sorted(a.items() & {("x", 1), ("y", 3)})
v = a.values()
a["n"] = 4
vl = list(v), len(v), 4 in v
rv = list(reversed(a)), list(reversed(a.items()))
ty = type(a.keys()).__name__, type(a.values()).__name__, type(a.items()).__name__
m = None
try:
    a.values() | {1}
except TypeError as e:
    m = str(e)
m2 = None
try:
    for key in a:
        a["new"] = 1
except RuntimeError as e:
    m2 = str(e)
m3 = None
try:
    a.keys()[0]
except TypeError as e:
    m3 = str(e)
