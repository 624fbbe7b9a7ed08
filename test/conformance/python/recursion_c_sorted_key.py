depth = 0
def f(n):
    global depth
    depth = n
    return sorted([1], key=lambda x: f(n + 1))
try:
    f(0)
except RecursionError as e:
    msg = str(e)
