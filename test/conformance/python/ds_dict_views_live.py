d = {"a": 1}
keys = d.keys()
values = d.values()
d["b"] = 2
live_keys = list(keys)
live_values = list(values)
n = len(keys)
r = repr(d.items())
