import re
m = re.search(r"(\d{4})-(\d{2})-(\d{2})", "on 2024-03-15 ok")
a = [m.group(), m.group(1), m.groups(), m.span(), m.start(2), m.end(), m.group(1, 3)]
n = re.match(r"(?P<user>\w+)@(?P<host>[\w.]+)", "bob@ex.com rest")
b = [n.group("user"), n["host"], n.groupdict(), n.lastgroup, n.lastindex]
c = re.match(r"a", "ba"), re.fullmatch(r"\d+", "123") is not None, re.fullmatch(r"\d+", "12a")
o = re.search(r"(a)(b)?", "ac")
d = o.groups(), o.groups("-"), o.group(2)
r = repr(re.match(r"\w+", "hello world"))
try:
    m.group(5)
except IndexError as e:
    msg = str(e)
p = re.compile(r"\s+")
pr = repr(p), p.pattern, p.flags & re.UNICODE != 0
e = bool(re.search("x", "abc"))
