from fractions import Fraction
from decimal import Decimal
import math
a = Fraction(10, 3)
b = Fraction(1, 6)
vals = [a + b, a - b, a * b, a / b, a ** 2, a ** -2, -a, abs(Fraction(-3, 4)), a + 1, 2 - b, 3 * b, 1 / a]
reprs = [repr(v) for v in vals]
strs = [str(v) for v in (a, Fraction(4, 2), Fraction(-6, 4), Fraction(0, 5))]
made = [repr(Fraction(x)) for x in ("3/4", " -1.25 ", "2e-3", "7", 0.5, 0.1, Decimal("1.1"), Fraction(2, 4), True)]
ratio = (0.1).as_integer_ratio()
parts = (a.numerator, a.denominator, a.as_integer_ratio())
fl = [float(a), a + 0.5, 0.25 * b, a ** 0.5]
cmps = [a > 3, a < 4, b == Fraction(2, 12), Fraction(1, 2) == 0.5, Fraction(1, 3) < 0.34, 1 == Fraction(1), sorted([a, b, Fraction(1, 2), 1])]
srt = [str(x) for x in cmps[-1]]
cmps[-1] = None
hashes = [hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), len({Fraction(1, 2), 0.5, Fraction(2, 4)})]
rounding = [round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(-5, 2)), repr(round(Fraction(22, 7), 2)), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), math.ceil(Fraction(7, 2)), math.trunc(Fraction(-7, 2))]
approx = [repr(Fraction(math.pi).limit_denominator(1000)), repr(Fraction(3.14159).limit_denominator(100)), repr(Fraction(0.1).limit_denominator())]
divs = [a // b, a % b, divmod(Fraction(7, 2), 1), 7 // Fraction(2, 3), 2 ** Fraction(3), 4 ** Fraction(1, 2)]
divs_r = [repr(x) for x in divs]
total = sum([Fraction(1, n) for n in range(1, 6)], Fraction(0))
tr = repr(total)
truth = [bool(Fraction(0)), bool(b)]
errs = []
for f in (lambda: Fraction(1, 0), lambda: Fraction("x"), lambda: Fraction(1.5, 2), lambda: a / 0, lambda: Fraction(float("nan")), lambda: Fraction(0) ** -1):
    try:
        f()
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        errs.append(f"{type(e).__name__}: {e}")
fmt = f"{a}|{b!r}"
