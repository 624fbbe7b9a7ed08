d = {"a": 1, "b": 2}
d["c"] = 3
a = d.get("z"), d.get("z", 0), d.setdefault("a", 9), d.setdefault("e", []), d.pop("e"), d.pop("zz", None)
b = list(d.keys()), list(d.values()), list(d.items())
d.update({"b": 20}, x=1)
d.update([("y", 2)])
c = d.popitem()
e = dict.fromkeys("ab", 0), dict.fromkeys([1, 2])
f = dict(zip("abc", range(3))), dict(a=1, b=2), dict([(1, 2)]), dict({"a": 1}, b=2)
g = {k: v for k, v in sorted(d.items(), key=lambda kv: -kv[1])}
h = {**d, "new": 0}, d | {"z": 26}
d2 = dict(d)
d2 |= {"q": 1}
i = "a" in d, 1 in d, len(d), sorted(d), list(reversed(d))
try:
    d["missing"]
except KeyError as ex:
    j = str(ex), repr(ex), ex.args
try:
    {}.popitem()
except KeyError as ex:
    k = str(ex)
l = {1: "a", 1.0: "b", True: "c"}
m = {(1, 2): "tuple key"}[(1, 2)]
try:
    {[1]: 2}
except TypeError as ex:
    n = str(ex)
o = d == dict(d), {"a": 1} == {"a": 1.0}, {1: 2}.items() == {(1, 2)}
p = repr({"a": [1, {"b": None}]}), str({}), repr(dict())
q = sorted({"b": 1, "a": 2}.items()), max({"a": 3, "b": 5}, key=lambda k: {"a": 3, "b": 5}[k])
cnt = {}
for w in "the cat the dog the end".split():
    cnt[w] = cnt.get(w, 0) + 1
r = sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0]))
s = list({"x": 1, "y": 2}.keys() & {"y", "z"}), {"a": 1}.keys() - {"a"}
try:
    for k in d:
        d["new" + k] = 1
except RuntimeError as ex:
    t = str(ex)
