a, b = 0, 1
fib = []
while a < 100:
    fib.append(a)
    a, b = b, a + b
