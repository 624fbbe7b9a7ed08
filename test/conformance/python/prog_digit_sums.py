def digit_sum(n):
    return sum(int(d) for d in str(abs(n)))


values = [digit_sum(n) for n in (0, 9, 12345, -987, 2 ** 100)]
reversed_num = int(str(12340)[::-1])
