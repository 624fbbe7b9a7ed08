counter = 10


def bump():
    g = globals()
    g["counter"] += 1
    return "counter" in g


present = bump()
