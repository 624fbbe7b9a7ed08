from collections import defaultdict
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
a = dict(dd)
r = repr(dd)
cnt = defaultdict(int)
for ch in "hello":
    cnt[ch] += 1
b = dict(cnt)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
c = {k: dict(v) for k, v in nested.items()}
nd = defaultdict()
try:
    nd["q"]
except KeyError as e:
    m = repr(e)
g = dd.get("zz")
has = "zz" in dd
f = dd.default_factory is list
s = defaultdict(set)
s["k"].add(1)
sr = repr(s)
