z = complex(1, 2)
w = 3 + 4j
r = [repr(z), repr(w), abs(w), repr(z * w), repr(z.conjugate()), z.real, z.imag, repr(1j ** 2)]
s = str(complex(0, 1)), str(complex(1, 0)), repr(-1j), repr(complex(-0.0, -1))
