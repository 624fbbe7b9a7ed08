def total(prices):
    s = 0
    for p in prices:
        s = s + p
    return s
t1 = total([1, 2.5])
t2 = total(["3", 4])
