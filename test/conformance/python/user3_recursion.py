def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
def perms(s):
    if len(s) <= 1:
        return [s]
    return [s[i] + p for i in range(len(s)) for p in perms(s[:i] + s[i + 1:])]
def flatten(x):
    return [z for y in x for z in flatten(y)] if isinstance(x, list) else [x]
a = fact(20), len(hanoi(5)), hanoi(2), perms("abc"), flatten([1, [2, [3, [4]], 5]])
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
b = ackermann(2, 3)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
c = depth(500)
def binsearch(xs, t, lo=0, hi=None):
    hi = len(xs) - 1 if hi is None else hi
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == t:
        return mid
    return binsearch(xs, t, mid + 1, hi) if xs[mid] < t else binsearch(xs, t, lo, mid - 1)
d = binsearch(list(range(0, 100, 3)), 27), binsearch([1, 2], 5)
