from string import Template
import string
rows = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
lines = [f"{n:<8}|{p:>6.2f}|{q:03d}" for n, p, q in rows]
hdr = "{:^20}".format("Title")
pct = f"{0.256:.1%}", f"{1234567.891:,.2f}", f"{42:#x}", f"{42:08b}", f"{-3.5:+.1f}", f"{1e-5:.2e}", f"{123456789:_}"
t = Template("$a + $b = ${c}")
s = t.substitute(a=1, b=2, c=3)
w = [string.ascii_lowercase.index(c) for c in "hi"]
tbl = str.maketrans("abc", "xyz", "d")
tr = "abcd".translate(tbl)
ali = f"{'x':*^7}", f"{3.14159:10.3f}|", f"{'abc':.2}"
