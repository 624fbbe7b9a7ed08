def down(n):
    down(n + 1)


try:
    down(1)
except RecursionError as e:
    first = str(e)
deepest = 0


def again(n):
    global deepest
    deepest = n
    return again(n + 1)


again(1)
