def f():
    x = [i for i in range(3)
         if i / (i - 1) > 0]
    return x
f()
