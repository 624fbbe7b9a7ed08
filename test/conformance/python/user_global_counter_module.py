import math as m
from math import sqrt as root, pi
from collections import Counter as C
a = m.floor(2.7)
b = root(81)
c = round(pi, 4)
d = C("aab")["a"]
import json, re
e = json.dumps({"k": [1, 2]})
f = re.findall(r"\d+", "a1b22c333")
g = re.sub(r"\s+", " ", "a   b \t c")
h = bool(re.match(r"^[a-z]+$", "hello"))
mt = re.search(r"(\w+)@(\w+)\.com", "mail: bob@site.com!")
groups = mt.groups() if mt else None
span = mt.span()
named = re.match(r"(?P<y>\d{4})-(?P<m>\d\d)", "2024-05").groupdict()
parts = re.split(r"[,;]\s*", "a, b;c")
cnt = len(re.findall(r"o", "foo boo"))
comp = re.compile(r"(\d+)-(\d+)")
rng = [tuple(map(int, x)) for x in comp.findall("1-2, 10-20")]
