from collections.abc import Mapping, MutableMapping
from collections import UserDict
class M(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
a = [M({"a": 1}) == {"a": 1}, M({"a": 1}) == M({"a": 1}), UserDict(a=1) == {"a": 1}, {"a": 1} == UserDict(a=1), UserDict(a=1).__eq__({"a": 1})]
