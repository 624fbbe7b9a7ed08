def compose(f, g):
    return lambda x: f(g(x))


inc = lambda x: x + 1
dbl = lambda x: x * 2
a = compose(inc, dbl)(5)
b = compose(dbl, inc)(5)
mapped = list(map(inc, [1, 2, 3]))
filtered = list(filter(lambda x: x % 2, range(10)))
two_lists = list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6]))
