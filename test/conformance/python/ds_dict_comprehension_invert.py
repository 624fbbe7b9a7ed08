codes = {"a": 1, "b": 2, "c": 1}
inverted = {v: k for k, v in codes.items()}
grouped = {}
for k, v in codes.items():
    grouped.setdefault(v, []).append(k)
filtered = {k: v for k, v in codes.items() if v > 1}
