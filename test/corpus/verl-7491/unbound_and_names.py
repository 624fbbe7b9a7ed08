def f():
    value = x_undefined_later
    return value


x_undefined_later = 5
ok = f()


def g():
    print(y)
    y = 1


g()
