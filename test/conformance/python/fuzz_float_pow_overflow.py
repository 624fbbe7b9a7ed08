msgs = []
for base, exp in [(1e300, 2), (10.0, 400), (-1e200, 3), (2.0, 1023)]:
    try:
        msgs.append(base ** exp)
    except OverflowError as e:
        msgs.append(f"{type(e).__name__}: {e}")
tiny = 1e-300 ** 2
huge = 1e308 * 10
big = 2.0 ** 5000
