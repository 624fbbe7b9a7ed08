def down(n):
    return down(n + 1)
msg = None
try:
    down(0)
except RecursionError as e:
    msg = str(e)
