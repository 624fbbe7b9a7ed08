def pair(a, b):
    return (a, b)


p = pair(1, 2, 3)
