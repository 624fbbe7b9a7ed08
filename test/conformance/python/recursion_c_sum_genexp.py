depth = 0
def f(n):
    global depth
    depth = n
    return sum(f(n + 1) for _ in range(1))
try:
    f(0)
except RecursionError as e:
    msg = str(e)
