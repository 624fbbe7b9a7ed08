it = iter([1])
a = next(it)
b = next(it, "default")
c = next(it)
