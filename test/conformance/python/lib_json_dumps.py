import json
d = {"b": [1, 2.5, None, True], "a": {"x": "é"}, "c": ()}
a = json.dumps(d)
b = json.dumps(d, sort_keys=True, indent=2)
c = json.dumps(d, separators=(",", ":"))
e = json.dumps(d, ensure_ascii=False)
f = json.dumps([1, 2], indent=0)
g = json.dumps({1: "a", 2.5: "b", None: "c", True: "d"})
h = json.dumps("tab\tquote\"")
i = json.dumps(float("inf")), json.dumps(float("nan"))
try:
    json.dumps({"s": {1, 2}})
except TypeError as ex:
    m = str(ex)
try:
    json.dumps({(1, 2): 3})
except TypeError as ex:
    m2 = str(ex)
j = json.dumps({"o": object()}, default=lambda o: "OBJ")
k = json.dumps([[]], indent="\t")
l = json.dumps(1e20), json.dumps(0.1), json.dumps(10**20)
