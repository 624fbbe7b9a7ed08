rows = [(1, 2, 3), (4, 5, 6)]
a = [v for *_, v in rows]
b = sum(v for *_, v in rows)
c = {k[0]: v for *k, v in rows}
d = [(x, m) for x, *m in rows]
e = [v for r in [rows] for *_, v in r if v > 3]
for *p, q in rows:
    pass
