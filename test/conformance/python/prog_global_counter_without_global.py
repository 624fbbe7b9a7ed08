count = 0


def increment():
    count = count + 1
    return count


increment()
