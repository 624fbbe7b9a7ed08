from collections import defaultdict
graph = defaultdict(set)
for a, b in [("a", "b"), ("a", "c"), ("b", "c")]:
    graph[a].add(b)
    graph[b].add(a)
adj = {k: sorted(v) for k, v in sorted(graph.items())}
dd = defaultdict(lambda: "N/A")
dd["x"] = 1
v = dd["y"]
keys = sorted(dd)
dd2 = defaultdict(int, {"a": 5})
dd2["b"] += 1
c = dict(dd2)
cp = dd2.copy()
tc = type(cp).__name__
r = repr(defaultdict(list, {"k": [1]}))
try:
    defaultdict(5)
except TypeError as e:
    m = str(e)
pop = dd2.pop("a"), dd2.setdefault("z", 3)
fk = dict(defaultdict.fromkeys("ab", 0))
