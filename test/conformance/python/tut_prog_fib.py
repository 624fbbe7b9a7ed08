a, b = 0, 1
seq = []
while a < 1000:
    seq.append(a)
    a, b = b, a + b
def fib2(n):
    result = []
    a, b = 0, 1
    while a < n:
        result.append(a)
        a, b = b, a+b
    return result
f100 = fib2(100)
big = fib2(10**30)[-1]
none_ret = print("x", end="") is None
