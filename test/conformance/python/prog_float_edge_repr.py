values = [1e21, 1e22, 1.0e16, 123456789012345678.0, 0.1 * 3, 1 / 7, -0.0, 5e-324, 1.7976931348623157e308]
reprs = [repr(v) for v in values]
strs = [str(v) for v in values]
zero_eq = -0.0 == 0.0
