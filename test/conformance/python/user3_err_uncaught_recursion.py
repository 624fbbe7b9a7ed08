def f(n):
    return f(n + 1)
x = 1
f(0)
