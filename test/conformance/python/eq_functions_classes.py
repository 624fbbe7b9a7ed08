def f():
    pass
def g():
    pass
x = [f != g, f == g, f == f, len == len, len != print, int == str, int == int, f in [g, f], [f] == [g]]
