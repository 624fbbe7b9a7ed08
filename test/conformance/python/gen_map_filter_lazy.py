calls = []


def square(x):
    calls.append(x)
    return x * x


m = map(square, [1, 2, 3])
before = list(calls)
first = next(m)
middle = list(calls)
rest = list(m)
