def fib_print(n):
    a, b = 0, 1
    while a < n:
        a, b = b, a + b


r = fib_print(10)
is_none = r is None
