# A starred item in a for statement's iterable (`for x in *a, b:`) iterates the tuple built from it.
a = [1, 2]
b = "xy"
seen = []
for item in *a, 3:
    seen.append(item)
for item in 0, *a, *b:
    seen.append(item)
pairs = []
for i, ch in *enumerate(b), (9, "z"):
    pairs.append((i, ch))
