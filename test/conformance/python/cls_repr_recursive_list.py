a = [1, 2]
a.append(a)
r = repr(a)
d = {"k": 1}
d["self"] = d
rd = repr(d)
