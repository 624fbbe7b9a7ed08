deepest = 0


def down(n):
    global deepest
    deepest = n
    down(n + 1)


try:
    down(1)
except RecursionError as e:
    msg = str(e)


def exact(n):
    return exact(n - 1) if n else "done"


ok = exact(992)
try:
    exact(993)
except RecursionError as e:
    over = str(e)
