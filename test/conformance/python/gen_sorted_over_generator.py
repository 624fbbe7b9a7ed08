def scores():
    yield from [("b", 3), ("a", 3), ("c", 1)]


ranked = sorted(scores(), key=lambda t: (-t[1], t[0]))
top = max(scores(), key=lambda t: t[1])
