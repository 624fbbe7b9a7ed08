depth = 0
def gen(n):
    global depth
    depth = n
    yield next(gen(n + 1))
def f(n):
    return next(gen(n))
try:
    f(0)
except RecursionError as e:
    msg = str(e)
