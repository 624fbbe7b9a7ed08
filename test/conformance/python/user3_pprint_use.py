import pprint
data = {"b": [1, 2, 3], "a": {"x": 1, "y": [4, 5]}, "c": "text"}
a = pprint.pformat(data)
b = pprint.pformat(list(range(30)))
c = pprint.pformat({"key%d" % i: list(range(i)) for i in range(8)})
d = pprint.pformat(data, width=20)
e = pprint.pformat([{"name": "alice", "scores": [90, 85, 77]}, {"name": "bob", "scores": [60, 70]}], indent=2)
f = pprint.pformat("short"), pprint.pformat((1, 2)), pprint.pformat(set([3, 1, 2])), pprint.pformat(data, sort_dicts=False)
pprint.pprint(data)
