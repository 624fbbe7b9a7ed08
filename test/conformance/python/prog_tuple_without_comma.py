a = (1)
b = (1,)
kinds = [type(a).__name__, type(b).__name__]
