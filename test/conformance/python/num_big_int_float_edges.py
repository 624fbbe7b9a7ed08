# Integer and float arithmetic edge cases: huge ints and their conversions, floor division and modulo
# of floats, rounding, underflow, and their errors.
out = []
for g in [lambda: int('9' * 5000), lambda: str(10 ** 5000), lambda: len(str(10 ** 4299)), lambda: repr(2 ** 20000)[:5], lambda: f"{10**5000:d}"[:3], lambda: hex(10 ** 5000)[:6], lambda: int('1' * 4300) % 7,
          lambda: float('1' * 400), lambda: 10 ** 400 / 3, lambda: (10 ** 400) // 3 % 10, lambda: float(10 ** 400), lambda: round(10 ** 30 / 7), lambda: int(1e300) % 1000, lambda: 2 ** 0.5 ** 2, lambda: (-8) ** (1 / 3),
          lambda: 1e308 + 1e308, lambda: divmod(7.5, 2), lambda: divmod(-7.5, 2), lambda: 7.5 // -2, lambda: -7.5 % 2, lambda: 0.0 ** 0, lambda: 0 ** -1, lambda: 2 ** -1074, lambda: 5e-324 * 0.5, lambda: float('-0') , lambda: -0.0 + 0.0, lambda: round(0.5 + 1e-16), lambda: round(-1.5), lambda: round(1.25, 1), lambda: round(1.35, 1), lambda: round(12345, -2), lambda: round(-12355, -1), lambda: round(5, 0.5)]:
    try:
        out.append(g())
    except Exception as e:
        out.append((type(e).__name__, str(e)))
