def factorial(n):
    if n <= 1:
        return 1
    return n * factorial(n - 1)


results = [factorial(n) for n in range(8)]
big = factorial(25)
