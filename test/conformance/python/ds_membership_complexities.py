s = set(range(1000))
l = list(range(1000))
d = dict.fromkeys(range(1000))
found = (999 in s, 999 in l, 999 in d, 1000 in s, "999" in d)
sizes = (len(s), len(l), len(d))
del s, l, d
