def f(x):
    try:
        if x:
            return "early"
        y = 1
    finally:
        z = 2
    return "late"


a = f(True)
b = f(False)
