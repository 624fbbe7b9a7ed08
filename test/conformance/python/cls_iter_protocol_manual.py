s = "abc"
it = iter(s)
a = next(it)
b = next(it)
c = next(it)
try:
    next(it)
except StopIteration:
    done = True
