# Leaves the limit as it found it: the golden check runs every case in one Python process.
import sys
msgs = []
for n in (1, 2, 3, 4, 5, 6):
    try:
        sys.setrecursionlimit(n)
        msgs.append((n, 'ok'))
        sys.setrecursionlimit(1000)
    except RecursionError as e:
        msgs.append((n, str(e)))
def g():
    try:
        sys.setrecursionlimit(6)
        return 'ok'
    except RecursionError as e:
        return str(e)
    finally:
        sys.setrecursionlimit(1000)
inner = g()
for bad in (2**31, 2.0, '5', 0, -1):
    try:
        sys.setrecursionlimit(bad)
    except Exception as e:
        msgs.append((type(e).__name__, str(e)))
sys.setrecursionlimit(60)
depth = 0
def f(n):
    global depth
    depth = n
    return f(n + 1)
try:
    f(0)
except RecursionError as e:
    m1 = str(e)
d60 = depth
sys.setrecursionlimit(3000)
def h(n):
    return 0 if n == 0 else 1 + h(n - 1)
deep = h(2500)
lim = sys.getrecursionlimit()
sys.setrecursionlimit(1000)
