r = [repr(complex(1, -0.0)), repr(complex(1+2j, 3j)), repr(complex(2j, -0.0)), repr(complex(-0.0, 1)), repr(complex("1-0j"))]
