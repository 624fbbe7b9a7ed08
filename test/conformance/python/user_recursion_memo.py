memo = {}
def fib(n):
    if n in memo:
        return memo[n]
    result = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = result
    return result
f50 = fib(50)
def count_change(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return count_change(amount - coins[0], coins) + count_change(amount, coins[1:])
ways = count_change(20, [1, 5, 10])
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
ps = power_set([1, 2, 3])
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
ack = ackermann(2, 3)
def depth(d):
    return 1 + max((depth(v) for v in d.values() if isinstance(v, dict)), default=0)
dd = depth({"a": {"b": {"c": {}}, "d": 1}})
def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    while left and right:
        out.append(left.pop(0) if left[0] <= right[0] else right.pop(0))
    return out + left + right
ms = merge_sort([5, 2, 9, 1, 5, 6])
