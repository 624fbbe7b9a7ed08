import math
a = [math.sqrt(16), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.fabs(-3)]
b = [math.gcd(12, 18), math.lcm(4, 6), math.factorial(10), math.comb(5, 2), math.perm(5, 2)]
c = [math.isclose(0.1 + 0.2, 0.3), math.isfinite(math.inf), math.isnan(math.nan), math.isinf(-math.inf)]
d = [round(math.pi, 5), round(math.e, 5), math.tau == 2 * math.pi]
e = [math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(0)]
f = [math.pow(2, 10), math.hypot(3, 4), math.dist((0, 0), (3, 4)), math.fsum([0.1] * 10), sum([0.1] * 10)]
g = [math.prod([1, 2, 3, 4]), math.isqrt(17), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3]
h = [round(math.sin(math.pi / 2), 6), round(math.degrees(math.pi), 6), math.radians(180) == math.pi]
errs = []
for fn, arg in [(math.sqrt, -1), (math.log, 0), (math.factorial, -1), (math.factorial, 2.5), (math.acos, 2)]:
    try:
        fn(arg)
    except (ValueError, TypeError) as ex:
        errs.append((type(ex).__name__, str(ex)))
mf = math.modf(3.5), math.frexp(8.0), math.ldexp(0.5, 4)
