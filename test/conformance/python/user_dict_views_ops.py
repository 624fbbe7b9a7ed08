a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
common = sorted(a.keys() & b.keys())
only_a = sorted(a.keys() - b.keys())
either = sorted(a.keys() | b.keys())
items_common = sorted(a.items() & {("x", 1), ("y", 99)})
rk = list(reversed(a))
ln = len(a.values())
has = ("x", 1) in a.items()
kv = repr(a.keys())
vv = repr(a.values())
merged = {**a, **b}
a |= {"q": 0}
aq = list(a)
byval = dict(sorted(a.items(), key=lambda kv: kv[1]))
maxk = max(a.items(), key=lambda kv: kv[1])
inv = {v: k for k, v in a.items()}
counts = {}
for w in "the cat the hat the".split():
    counts[w] = counts.get(w, 0) + 1
top = max(counts, key=counts.get)
eq = a.keys() == {"x", "y", "z", "q"}
nested = {"a": {"b": {"c": 1}}}
deep = nested["a"]["b"]["c"]
g = nested.get("z", {}).get("b")
