values = [0.1, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e-5, 123456789.0, 1.5e300 * 1e10, 100.0, 3.0 * 1.1]
reprs = [repr(v) for v in values]
