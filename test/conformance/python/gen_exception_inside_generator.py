def parse_all(items):
    for item in items:
        yield int(item)


values = []
for v in parse_all(["1", "2", "x", "4"]):
    values.append(v)
