class A:
    pass


a = A()
a.x = 1
x = a.x
kind = type(a).__name__
