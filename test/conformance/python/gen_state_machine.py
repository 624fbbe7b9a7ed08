def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


gen = fib()
first10 = [next(gen) for _ in range(10)]
after = next(gen)
