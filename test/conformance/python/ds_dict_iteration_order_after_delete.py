d = {}
for k in "hello world":
    d[k] = d.get(k, 0) + 1
del d[" "]
order = "".join(d)
