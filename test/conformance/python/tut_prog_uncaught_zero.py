def average(xs):
    return sum(xs) / len(xs)
a = average([1, 2, 3])
b = average([])
