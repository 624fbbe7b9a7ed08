i = 5


def f(arg=i):
    return arg


i = 6
value = f()
