d = {"a": 1, "b": 2, "c": 3}
del d["b"]
d["b"] = 4
d["a"] = 5
a = list(d), list(d.values()), d
e = {}
for k in "hello":
    e[k] = e.get(k, 0) + 1
b = e, list(e.items())[0], next(iter(e)), next(reversed(e))
f = dict.fromkeys("mississippi")
c = list(f), "".join(dict.fromkeys("mississippi"))
g = {1: "a", True: "b", 1.0: "c"}
h = {k: v for k, v in [("x", 1), ("y", 2), ("x", 3)]}
i = {**{"a": 1, "b": 2}, **{"a": 3}}, dict(a=1) | dict(a=2, b=3), {"b": 1} | {"a": 2}
j = list({3: 0, 1: 0, 2: 0}), sorted({3: 0, 1: 0, 2: 0}), {3: 0, 1: 0} == {1: 0, 3: 0}
pop = {"a": 1, "b": 2, "c": 3}
k = pop.popitem(), pop.popitem(), pop
