def f(n):
    return f(n - 1) if n else 0
x = f(100)
y = f(-1)
