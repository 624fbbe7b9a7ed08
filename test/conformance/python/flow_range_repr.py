r = repr(range(3))
s = repr(range(1, 10, 2))
sliced = repr(range(10)[2:8:2])
