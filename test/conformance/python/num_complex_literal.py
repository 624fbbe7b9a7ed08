z = 3 + 4j
m = abs(z)
r = repr(z * 1j)
