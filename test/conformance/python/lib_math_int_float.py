import math
a = [math.floor(3.7), math.ceil(-3.2), type(math.floor(2.0)).__name__, math.trunc(3.99)]
b = [math.isqrt(10**20), math.comb(50, 25), math.factorial(25), math.gcd(0, 0), math.gcd(-12, 18), math.gcd(12, 18, 27)]
c = [math.nan == math.nan, math.inf > 10**308, -math.inf, math.isclose(1.0, 1.0000001, rel_tol=1e-6), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9)]
d = [math.sqrt(2), math.exp(1), math.log(100, 10), math.log1p(1e-10), math.expm1(1e-10), math.atan2(1, 1), math.cos(0)]
e = [math.floor(-0.5), round(-0.5), round(1.5), round(2.5), round(-1.5), round(0.125, 2), round(0.375, 2)]
try:
    math.floor(math.inf)
except OverflowError as ex:
    m1 = str(ex)
try:
    math.floor(math.nan)
except ValueError as ex:
    m2 = str(ex)
try:
    math.sqrt("4")
except TypeError as ex:
    m3 = str(ex)
try:
    math.exp(1000)
except OverflowError as ex:
    m4 = str(ex)
f = math.nextafter(1.0, 2.0), math.ulp(1.0), math.remainder(10, 3)
