from collections.abc import Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Iterator, Sized, Collection, Hashable, Callable, Set, MutableSet
import torch
class Bag:
    def __init__(self):
        self.n = 1

    def __iter__(self):
        return iter([1])
    def __len__(self):
        return 1
class Plain:
    def __init__(self):
        self.x = 0
class MyDict(dict):
    pass
class Unhashable:
    __hash__ = None

    def __init__(self):
        self.y = 0
objs = [{}, [], (), "s", range(3), {1}, frozenset(), 3, 2.5, None, Bag(), Plain(), MyDict(), iter([]), (x for x in []), len, Plain, torch.tensor([1]), Unhashable(), {}.keys()]
abcs = [Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Iterator, Sized, Collection, Hashable, Callable, Set, MutableSet]
table = [[isinstance(o, a) for a in abcs] for o in objs]
subs = [issubclass(dict, Mapping), issubclass(list, Sequence), issubclass(str, Iterable), issubclass(int, Iterable), issubclass(Bag, Sized), issubclass(Plain, Hashable), issubclass(tuple, MutableSequence)]
del abcs
