d = {"b": 2, "a": 1}
d["c"] = 3
popped = d.pop("a")
default = d.get("zzz", "none")
d.setdefault("d", []).append(4)
items = list(d.items())
keys_view = list(d.keys())
n = 0
seen = []
while n < 10:
    n += 3
    if n == 6:
        continue
    seen.append(n)
merged = {**d, "e": 5}
count = len(merged)
inverted = {v: k for k, v in merged.items() if isinstance(v, int)}
