def count_up():
    n = 0
    while True:
        yield n
        n += 1


pairs = list(zip("abc", count_up()))
