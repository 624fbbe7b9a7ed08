import keyword, numbers
from fractions import Fraction
from decimal import Decimal
a = keyword.iskeyword("for"), keyword.iskeyword("print"), len(keyword.kwlist), keyword.kwlist[:5], keyword.issoftkeyword("match")
b = isinstance(1, numbers.Number), isinstance(1.5, numbers.Integral), isinstance(True, numbers.Integral), isinstance(1.5, numbers.Real), isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real)
c = isinstance(Fraction(1, 2), numbers.Rational), isinstance(Decimal("1"), numbers.Number), isinstance(Decimal("1"), numbers.Real), isinstance("1", numbers.Number)
