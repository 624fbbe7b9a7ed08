def g(v):
    return v


x = g(
    1
) == 0
