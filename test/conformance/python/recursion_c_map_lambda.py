depth = 0
def f(n):
    global depth
    depth = n
    return list(map(lambda x: f(n + 1), [1]))
try:
    f(0)
except RecursionError as e:
    msg = str(e)
