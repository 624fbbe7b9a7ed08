d = {"a": 1, "b": [2]}
k = repr(d.keys())
v = repr(d.values())
i = repr(d.items())
lk = list(reversed(d))
