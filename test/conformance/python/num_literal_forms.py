ints = [0o17, 0b101, 0xFF, 1_000, 0, -0, 0x_a]
floats = [1., .5, 1e3, 1E-3, 2.5e+2, 0e0, 1_0.0_1]
kinds = sorted({type(x).__name__ for x in ints + floats})
