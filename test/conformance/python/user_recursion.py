def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)
f20 = factorial(20)
f30 = factorial(30)
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves
moves = hanoi(3, "A", "C", "B", [])
nmoves = len(moves)
def flatten(x):
    if isinstance(x, list):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
flat = flatten([1, [2, [3, [4]], 5]])
def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i+1:])]
perms = permutations("abc")
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
g = gcd(48, 180)
def binsearch(xs, t, lo=0, hi=None):
    if hi is None:
        hi = len(xs)
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == t:
        return mid
    if xs[mid] < t:
        return binsearch(xs, t, mid + 1, hi)
    return binsearch(xs, t, lo, mid)
bs = binsearch([1, 3, 5, 7, 9, 11], 9)
