from collections import Counter
c = Counter("abracadabra")
mc = c.most_common(3)
allmc = c.most_common()
d = Counter(a=3, b=1)
e = Counter(a=1, b=2, c=0)
ops = [dict(d + e), dict(d - e), dict(d & e), dict(d | e)]
r = repr(Counter("aab"))
c2 = Counter(["x", "y", "x"])
c2.update(["y", "z"])
c2.subtract({"x": 5})
items = sorted(c2.items())
neg = dict(+c2), dict(-c2)
el = sorted(Counter(a=2, b=1, c=-1).elements())
tot = Counter(a=2, b=3).total()
miss = c["zzz"]
ties = Counter("bca").most_common()
upd = Counter({"a": 1})
upd["a"] += 1
eq = Counter(a=1) == Counter(a=1, b=0)
