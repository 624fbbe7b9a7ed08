from collections import Counter
words = "the cat and the hat and the bat".split()
c = Counter(words)
top = c.most_common(2)
ks = list(c)
c["zebra"] += 0
has = "zebra" in c
del c["zebra"]
c2 = Counter({"a": 2, "b": -1})
pos = +c2
r = repr(c2)
c3 = Counter("aab") + Counter("bcc")
lt = Counter("ab") <= Counter("aab")
s = sum(c.values())
mc0 = c.most_common(0)
fromkeys_err = None
try:
    Counter.fromkeys("ab")
except NotImplementedError as e:
    fromkeys_err = str(e)
u = Counter(a=1)
u.update(a=2, b=1)
ur = dict(u)
ch = Counter("hello world").most_common(3)
