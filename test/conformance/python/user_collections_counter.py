from collections import Counter, defaultdict, OrderedDict, namedtuple
words = "the quick brown fox jumps over the lazy dog the end".split()
c = Counter(words)
top = c.most_common(2)
the = c["the"]
missing = c["zebra"]
letters = Counter("mississippi")
ml = letters.most_common()
total = sum(letters.values())
c2 = Counter(a=3, b=1) + Counter(a=1, b=2)
c2d = dict(c2)
c3 = Counter(a=3, b=1) - Counter(a=1, b=2)
c3d = dict(c3)
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
ddd = dict(dd)
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
cd = dict(counts)
od = OrderedDict()
od["z"] = 1
od["a"] = 2
od.move_to_end("z")
odl = list(od.keys())
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
pr = repr(p)
px = p.x + p[1]
pd = p._asdict()
p2 = p._replace(x=10)
p2r = repr(p2)
tup = tuple(p)
cr = repr(Counter("aab"))
