def keywords(n, *, acc=0):
    return keywords(n - 1, acc=acc + 1) if n else acc


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


c = keywords(990)
d = is_even(600), is_odd(599)
