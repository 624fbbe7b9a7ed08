d = {"a": 1, "b": 2}
d["c"] = 3
d.update({"d": 4}, e=5)
d.update([("f", 6)])
g1 = d.get("x"), d.get("x", 0), d.get("a")
s1 = d.setdefault("a", 100), d.setdefault("z", [])
p1 = d.pop("z"), d.pop("nope", None)
pi = d.popitem()
ks = list(d.keys()); vs = list(d.values()); its = list(d.items())
c = d.copy(); c["a"] = -1
fk = dict.fromkeys("abc", 0), dict.fromkeys([1, 2])
m = {**d, "a": 99}, d | {"q": 1}
d2 = dict(a=1, b=2); d2 |= {"c": 3}
z = dict(zip("xyz", range(3))), dict([(1, 2), (3, 4)]), dict({"k": 1}, k2=2)
inv = {v: k for k, v in d.items()}
order = list({"b": 1, "a": 2, "b": 3})
e = {1: "int", 1.0: "float", True: "bool"}
dl = len(d), "a" in d, 1 in d, "a" in d.keys(), 1 in d.values(), ("a", 1) in d.items()
del d["b"]
eq = {"a": 1, "b": 2} == {"b": 2, "a": 1}
srt = sorted(d.items(), key=lambda kv: -kv[1])
r = repr({}), repr({"a": [1, {"b": None}]}), repr(d.keys()), repr(d.values())[:12], repr(d.items())
