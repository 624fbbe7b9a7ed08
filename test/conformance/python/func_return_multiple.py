def min_max(values):
    return min(values), max(values)


lo, hi = min_max([4, 1, 9, 7])
both = min_max("hello")
