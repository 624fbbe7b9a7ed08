a = type(StopIteration().value).__name__
b = StopIteration(5).value
c = Exception("x") == Exception("x")
e = Exception("x")
d = e == e
f = getattr([], "append").__name__
g = KeyError("k").args
h = isinstance(KeyError(), LookupError)
