from collections import UserDict, OrderedDict, defaultdict
class Lower(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __missing__(self, k):
        return f"missing {k}"
d = Lower()
d["A"] = 1
r = [dict(d), d["zz"], d.get("zz"), "a" in d]
d2 = Lower(B=2)
r2 = dict(d2)
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def put(self, k, v):
        self[k] = v
        self.move_to_end(k)
        if len(self) > self.cap:
            self.popitem(last=False)
lru = LRU(2)
lru.put("a", 1)
lru.put("b", 2)
lru.put("a", 3)
lru.put("c", 4)
r3 = list(lru.items())
class UD(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
u = UD(x=1)
u["y"] = 2
r4 = dict(u.data), len(u), "x" in u
