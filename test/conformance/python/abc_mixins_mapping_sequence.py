from collections.abc import Mapping, Sequence, MutableMapping, Iterator
class M(Mapping):
    def __init__(self, d): self._d = d
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
m = M({"a": 1, "b": 2})
r = [m.get("a"), m.get("z", 0), "a" in m, sorted(m.keys()), sorted(m.items()), list(m.values()), m == {"a": 1, "b": 2}]
class S(Sequence):
    def __getitem__(self, i): return [10, 20, 30][i]
    def __len__(self): return 3
s = S()
r2 = [list(s), s.index(20), s.count(10), 30 in s, list(reversed(s))]
class Count(Iterator):
    def __init__(self): self.n = 0
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
r3 = list(Count())
try:
    class Bad(Mapping): pass
    Bad()
except TypeError as e:
    msg = str(e)
