import re
p = re.compile(r"(?P<a>\d)(\w)?")
m = p.search("x1y")
r = [m.re is p, m.string, m.pos, m.endpos, m.span("a"), m.start(0), m.expand(r"[\1|\g<a>]"), m[0], m[2]]
m2 = p.search("x1")
r2 = [m2.group(2), m2.span(2), m2.start(2)]
it = [m.group() for m in p.finditer("1a2b3")]
pm = p.match("x1"), p.match("x1", 1).group()
fa = p.findall("1a2")
sp = re.compile(",").split("a,b")
s = p.sub("#", "1a2")
gi = p.groupindex["a"], p.groups
try:
    m.group("zz")
except IndexError as e:
    msg = str(e)
b = bool(m)
