a = round(5.5)
b = round(5.5, 0)
c = round(5, 2)
kinds = [type(a).__name__, type(b).__name__, type(c).__name__]
