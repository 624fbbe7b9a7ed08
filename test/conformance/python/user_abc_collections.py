from collections.abc import Iterable, Sequence, Mapping, Callable
checks = [isinstance([], Iterable), isinstance("s", Sequence), isinstance({}, Mapping), isinstance(len, Callable), isinstance(5, Iterable), isinstance((x for x in []), Iterable)]
class Bag:
    def __init__(self):
        self.items = []
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
b = Bag()
b.items.extend([3, 1, 2])
bag_iter = isinstance(b, Iterable)
srt = sorted(b)
total = sum(b)
lst = list(b)
mx = max(b)
emp = bool(Bag())
def flatten(x):
    for item in x:
        if isinstance(item, Iterable) and not isinstance(item, str):
            yield from flatten(item)
        else:
            yield item
flat = list(flatten([1, [2, (3, "ab")], [[4]]]))
