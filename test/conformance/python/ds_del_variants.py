d = {"a": 1, "b": 2, "c": 3}
del d["a"]
lst = [0, 1, 2, 3, 4]
del lst[::2]
x = 5
del x
names = sorted(k for k in ["d", "lst", "x"] if k in globals())
