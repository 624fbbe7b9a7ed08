data = [3, 2, 1, 0, 5]
it = iter(data)
before_zero = list(iter(lambda: next(it), 0))
remaining = list(it)
