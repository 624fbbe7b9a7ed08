def a():
    raise ValueError("inner")
def b():
    try:
        a()
    except ValueError as e:
        raise TypeError("outer") from e
try:
    b()
except TypeError as e:
    c = repr(e.__cause__)
    s = e.__suppress_context__
def c2():
    try:
        a()
    except ValueError:
        raise KeyError("k")
try:
    c2()
except KeyError as e:
    ctx = repr(e.__context__)
b()
