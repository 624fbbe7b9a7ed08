def fact(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


f30 = fact(30)
digits = len(str(fact(100)))
last = fact(25) % 1000007
