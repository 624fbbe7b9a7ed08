from collections import OrderedDict, Counter, defaultdict
class D(dict):
    def __getitem__(self, k):
        return "over-" + str(dict.__getitem__(self, k))
    def keys(self):
        return ["a"]
d = D(a=1, b=2)
x = {}
x.update(d)
a = [dict(d), x, {**d}, dict(D(z=0), y=1)]
class DI(dict):
    def __iter__(self):
        return iter(["a"])
    def __getitem__(self, k):
        return "got-" + k
di = DI(a=1, b=2)
b = [dict(di)]
od = OrderedDict(a=1, b=2); od.move_to_end("a")
c = [dict(od), dict(Counter("aab")), dict(defaultdict(int, {"q": 1}))]
def f(**kw):
    return kw
c.append(f(**d))
