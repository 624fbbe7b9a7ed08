from fractions import Fraction
from decimal import Decimal, getcontext
a = Fraction(1, 3) + Fraction(1, 6), Fraction(3, 4) * 2, Fraction("0.25"), Fraction(0.5), str(Fraction(7, 3)), repr(Fraction(2, 4)), Fraction(1, 3) < 0.34
b = Decimal("0.1") + Decimal("0.2"), str(Decimal("1.10") * 3), Decimal("10") / Decimal("4"), Decimal("1") / Decimal("3"), round(Decimal("2.675"), 2), Decimal("3.14159").quantize(Decimal("0.01"))
c = 1 + 2.0, 3 * Fraction(1, 2), float(Fraction(1, 8)), int(Fraction(7, 2)), Fraction(7, 2).limit_denominator(1) if False else None, complex(1, 1) * 1j
d = (1).__truediv__(2), 2 ** 0.5 == 2 ** (1/2), 0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-9, sum([Fraction(1, 10)] * 10) == 1
e = str(Decimal("1e3")), str(Decimal("1000").normalize()), Decimal("-0"), Decimal(1.1) if False else None, Decimal("2") ** 10, Decimal("nan").is_nan()
f = Fraction(5, 10).numerator, Fraction(5, 10).denominator, Fraction(-3, 9), abs(Fraction(-1, 2)), Fraction(1, 2) ** 2, Fraction(9, 4) ** Fraction(1, 2)
