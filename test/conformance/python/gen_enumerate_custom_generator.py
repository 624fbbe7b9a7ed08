def my_enumerate(iterable, start=0):
    n = start
    for elem in iterable:
        yield n, elem
        n += 1


pairs = list(my_enumerate("abc", 1))
