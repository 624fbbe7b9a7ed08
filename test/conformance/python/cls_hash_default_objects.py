class K:
    pass


a = K()
b = K()
d = {a: 1, b: 2}
n = len(d)
same = hash(a) == hash(a)
v = d[a]
