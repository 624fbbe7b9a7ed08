from functools import reduce

product = reduce(lambda a, b: a * b, [1, 2, 3, 4, 5])
longest = reduce(lambda a, b: a if len(a) >= len(b) else b, ["aa", "b", "cccc", "dd"])
with_init = reduce(lambda acc, x: acc + [x * 2], [1, 2], [])
