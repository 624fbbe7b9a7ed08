# CPython 3.11's limit on int-to-decimal-string conversion (4300 digits) in format() with d/,/_/n,
# %-formatting and str(); hex/bin are exempt; e-format of an int too big for a float overflows.
big = 10 ** 5000
out = []
for g in [lambda: f"{big:d}", lambda: f"{big}", lambda: format(big, ','), lambda: format(big, '_'), lambda: format(big, 'n'), lambda: '%d' % big, lambda: '%s' % big, lambda: '%x' % big == hex(big)[2:], lambda: len(format(big, 'x')), lambda: len(format(big, 'b')), lambda: '{:>10}'.format(big), lambda: str(-big), lambda: repr([big]), lambda: f"{big:e}", lambda: format(10 ** 4299, 'd')[:2], lambda: int(str(10**4299)[:4300] or 0) > 0]:
    try:
        out.append(g())
    except Exception as e:
        out.append((type(e).__name__, str(e)))
del big
