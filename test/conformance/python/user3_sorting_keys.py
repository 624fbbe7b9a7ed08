people = [("alice", 30), ("bob", 25), ("carol", 30), ("dave", 25)]
a = sorted(people, key=lambda p: p[1])
b = sorted(people, key=lambda p: (-p[1], p[0]))
c = sorted(people, key=lambda p: p[1], reverse=True)
from operator import itemgetter, attrgetter
d = sorted(people, key=itemgetter(1, 0))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
e = sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w))
f = max(words, key=len), min(words, key=len), max([], default=None), min([3, 1], default=0)
class P:
    def __init__(self, n, a):
        self.name = n
        self.age = a
    def __repr__(self):
        return f"P({self.name!r}, {self.age})"
ps = [P("x", 3), P("y", 1), P("z", 2)]
g = repr(sorted(ps, key=attrgetter("age")))
ps.sort(key=lambda p: p.name, reverse=True)
h = repr(ps)
try:
    sorted(ps)
except TypeError as ex:
    i = str(ex)
try:
    sorted([1, None])
except TypeError as ex:
    j = str(ex)
k = sorted([3, 1, 2], key=None), sorted("bca"), sorted({3: 1, 1: 2}), sorted([[2, 1], [1, 2]])
l = sorted([1.5, 1, True, 0]), sorted([(1, "b"), (1, "a")])
from functools import cmp_to_key
m = sorted([5, 2, 9], key=cmp_to_key(lambda x, y: y - x))
n = list(reversed(sorted(range(5))))
o = sorted(["a10", "a2", "a1"], key=lambda s: int(s[1:]))
