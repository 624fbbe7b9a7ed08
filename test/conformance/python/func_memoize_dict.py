cache = {}


def fib(n):
    if n in cache:
        return cache[n]
    value = n if n < 2 else fib(n - 1) + fib(n - 2)
    cache[n] = value
    return value


f50 = fib(50)
size = len(cache)
