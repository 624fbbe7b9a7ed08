from collections.abc import Mapping, Sequence


class Seq(Sequence):
    def __init__(self, items):
        self.items = items

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)

    def __iter__(self):
        return iter(self.items)


class Map(Mapping):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)

    def __iter__(self):
        return iter(self.d)

    def get(self, k, default=None):
        return self.d.get(k, default)


match Seq([1, 2, 3]):
    case [a, *rest]:
        seq = (a, rest)
match Map({"k": 1}):
    case {"k": v}:
        mapped = v
