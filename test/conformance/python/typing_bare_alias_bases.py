import typing
class Bag(typing.Iterable):
    def __iter__(self):
        yield 1
        yield 2
class M(typing.Mapping):
    def __getitem__(self, k): return 1
    def __iter__(self): return iter("ab")
    def __len__(self): return 2
class L(typing.List):
    pass
l = L([1, 2])
r = [list(Bag()), dict(M()), isinstance(Bag(), typing.Iterable), l, type(l).__name__, isinstance(l, list)]
