import json
from enum import Enum
class S(str): pass
class I(int): pass
class F(float): pass
js = json.dumps({"a": S("x"), "b": I(3), "c": F(1.5)})
js2 = json.dumps(S("k"))
fb = I.from_bytes(b"\x01\x00", "big")
fbt = type(fb).__name__
c = [S("a"), I(1)]
mx = max(I(3), I(9), 4)
mxt = type(mx).__name__
ln = len(S("héllo"))
enc = S("hé").encode()
ch = ord(S("a"))
rv = S("abc")[::-1]
ix = S("abc").index("c")
fm = "{:>4}".format(I(7))
fm2 = "{0.real}".format(I(7))
class Color(str, Enum):
    RED = "red"
cr = Color.RED == "red"
cs = Color.RED.upper()
pct = "%d|%5.1f|%s" % (I(3), F(2.25), S("z"))
isn = isinstance(I(1), (str, int))
mn = min(S("b"), S("a"))
st = set(S("aab"))
st2 = sorted(st)
tp = tuple(S("ab"))
fs = f"{F(0.1)!r} {I(5)!r} {S('q')!r}"
nm = S.__name__
dd = {}
dd[I(1)] = "one"
dd[1] = "uno"
d2 = list(dd.items())
eqs = I(1) == 1.0
hs = hash(S("abc")) == hash("abc")
ints = [I(i) for i in range(3)]
tot = sum(ints)
ttot = type(tot).__name__
cpy = I(5).__class__.__name__
sbool = bool(S(""))
