def depth(n):
    return 1 + depth(n + 1)


d = depth(0)
