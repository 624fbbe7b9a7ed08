vals = [0.1, 1/3, 2/3, 1e22, 1e-7, 123456789012345678.0, 1.0, -0.0, 5e-324, 1.7976931348623157e308, 100.0, 1e16, 12345678901234567890.0]
reprs = [repr(v) for v in vals]
strs = [str(v) for v in vals]
ops = [7/2, -7/2, 7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 2 ** -1, 2 ** 0.5, (-8) ** (1/3) if False else 0]
fi = (3.0).is_integer(), (2.5).as_integer_ratio(), (0.1).hex() if hasattr(0.1, "hex") else None
eq = 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9
big = 10 ** 30 / 7
m = max(1, 2.0), min(2, 2.0), max(2.0, 2)
