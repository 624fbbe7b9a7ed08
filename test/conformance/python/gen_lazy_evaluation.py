log = []


def numbers():
    for i in range(3):
        log.append(f"produce {i}")
        yield i


def doubled(seq):
    for x in seq:
        log.append(f"double {x}")
        yield x * 2


result = list(doubled(numbers()))
