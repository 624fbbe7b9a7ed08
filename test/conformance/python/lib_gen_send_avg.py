def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        term = yield avg
        if term is None:
            return (count, avg)
        total += term
        count += 1
        avg = total / count
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
for key, vals in {"a": [1, 2, 3], "b": [10, 20]}.items():
    g = grouper(results, key)
    next(g)
    for v in vals:
        g.send(v)
    g.send(None)
r = results
a = averager()
next(a)
vals = [a.send(10), a.send(20)]
try:
    a.send(None)
except StopIteration as e:
    fin = e.value
