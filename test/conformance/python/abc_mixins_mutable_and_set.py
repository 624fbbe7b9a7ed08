from collections.abc import MutableMapping, MutableSequence, MutableSet, Set, Iterable, Sized, Container, Collection, Hashable, Reversible, Mapping, Sequence
class LowerDict(MutableMapping):
    def __init__(self, *args, **kw):
        self._d = {}
        self.update(*args, **kw)
    def __getitem__(self, k): return self._d[k.lower()]
    def __setitem__(self, k, v): self._d[k.lower()] = v
    def __delitem__(self, k): del self._d[k.lower()]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"LowerDict({self._d!r})"
d = LowerDict({"A": 1}, B=2)
d.update([("C", 3)])
r1 = [d["a"], d.get("Z"), "b" in d, len(d), d.setdefault("d", 4), d.pop("a"), d.pop("zz", -1), sorted(d.items()), repr(d.keys()), list(d.values())]
k = d.popitem()
d.clear()
r2 = [len(d), k]
try:
    d.pop("nope")
except KeyError as e:
    m1 = repr(e)
class MyList(MutableSequence):
    def __init__(self): self._l = []
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
ml = MyList()
ml.append(1); ml.extend([2, 3, 2]); ml += [5]
ml.reverse()
r3 = [list(ml), ml.index(2), ml.count(2), 3 in ml, list(reversed(ml)), ml.pop(), ml.pop(0)]
ml.remove(2)
r4 = list(ml)
try:
    ml.index(99)
except ValueError as e:
    m2 = repr(e)
class S(Set):
    def __init__(self, it=()): self._s = list(dict.fromkeys(it))
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
a = S([1, 2, 3]); b = S([2, 3, 4])
r5 = [sorted(a & b), sorted(a | b), sorted(a - b), sorted(a ^ b), a <= S([1, 2, 3, 4]), a < a, a == S([3, 2, 1]), a.isdisjoint([9]), type(a & b).__name__]
try:
    hash(a)
except TypeError as e:
    m3 = str(e)
r6 = [issubclass(LowerDict, Collection), isinstance(ml, Reversible), issubclass(list, Sequence), issubclass(Mapping, Container), isinstance({}.keys(), Set), issubclass(S, Hashable)]
for cls in (MutableMapping, MutableSequence, MutableSet, Sequence, Mapping, Iterable, Sized):
    try:
        cls()
    except TypeError as e:
        last = str(e)
class Half(Mapping):
    def __getitem__(self, k): return 1
try:
    Half()
except TypeError as e:
    m4 = str(e)
mro = [c.__name__ for c in MutableSequence.__mro__]
