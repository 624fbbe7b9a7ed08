def by_key(n):
    return sorted([n], key=lambda x: by_key(x - 1) if x else 0)[0] if n else 0


def mapped(n):
    return list(map(lambda x: mapped(x - 1) + 1 if x else 0, [n]))[0]


a = by_key(240)
b = mapped(320)
