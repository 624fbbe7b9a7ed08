def fib(n, memo={0: 0, 1: 1}):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


f60 = fib(60)
cached = len(fib.__defaults__[0]) if hasattr(fib, "__defaults__") else None
f10 = fib(10)
