d1 = {"a": 1, "b": 2, "c": 3}
d2 = {"b": 20, "d": 40}
common = sorted(d1.keys() & d2.keys())
either = sorted(d1.keys() | d2.keys())
only = sorted(d1.keys() - d2)
items = sorted(d1.items() & {("a", 1), ("b", 3)})
