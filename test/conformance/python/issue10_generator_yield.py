def countdown(n):
    while n > 0:
        yield n
        n -= 1


values = list(countdown(3))
gen = countdown(2)
first = next(gen)
