d = {"a": 1, "b": 2}
first = list(d)[0]
k = d.keys()[0]
