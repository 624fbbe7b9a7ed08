total = 0


def add(n):
    total += n
    return total


result = add(5)
