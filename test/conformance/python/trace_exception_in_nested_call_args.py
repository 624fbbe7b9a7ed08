def inner(x):
    return 10 // x


def outer(a, b):
    return a + b


try:
    r = outer(
        inner(1),
        inner(0),
    )
except ZeroDivisionError:
    r = None
