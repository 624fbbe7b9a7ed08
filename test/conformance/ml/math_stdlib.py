# The math module as training and sampling code uses it: transcendental values, rounding to ints,
# tolerance checks, exact sums and the errors for bad domains.
import math

xs = [0.1, 0.5, 1.0, 2.5, 7.25, 33.3, -4.2, 1e-9, 123.456]
table = {
    name: [getattr(math, name)(x) for x in xs]
    for name in ("exp", "expm1", "sin", "cos", "tan", "atan", "sinh", "cosh", "tanh", "asinh", "cbrt", "fabs")
}
big = [math.sin(123456.789), math.cos(1e6), math.atan(1e300), math.tanh(-30.0), math.exp(-745.0), math.exp(-740.5), math.exp(709.5)]
logs = {name: [getattr(math, name)(abs(x)) for x in xs] for name in ("log", "log2", "log10", "log1p", "sqrt")}
unit = [math.asin(x) for x in (0.0, 0.3, -0.99, 1.0)] + [math.acos(x) for x in (0.0, 0.3, -0.99, 1.0)] + [math.atanh(0.5)]
acosh = [math.acosh(x) for x in (1.0, 1.5, 10.0, 1e10)]
powers = [math.pow(2, 0.5), math.pow(0.99, 100), math.pow(-2, 3), math.pow(10, -3), math.pow(1.0001, 10000), math.exp2(0.5)]
atan2s = [math.atan2(y, x) for y, x in ((1, 1), (1, -1), (-1, -1), (0.0, -1), (-0.0, -1), (1, 0), (math.inf, math.inf))]
rounding = [math.floor(2.7), math.ceil(2.1), math.trunc(-2.7), math.floor(-0.5), math.ceil(-0.5), math.floor(10**20), math.ceil(7)]
int_types = [type(v).__name__ for v in rounding]
logs_base = [math.log(8, 2), math.log(100, 10), math.log(2**100), math.log(10**400), math.log2(2**70), math.log10(10**30)]
ints = [math.factorial(10), math.comb(10, 3), math.perm(5, 2), math.perm(4), math.gcd(12, 18, 27), math.lcm(4, 6), math.isqrt(99), math.isqrt(10**20)]
sums = [math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.prod([1, 2, 3, 4]), math.prod([0.5, 4], start=2)]
near = [math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.1, rel_tol=0.05), math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9)]
misc = [math.hypot(3, 4), math.hypot(1e200, 1e200), math.dist((0, 0), (1, 1)), math.copysign(3, -0.0), math.fmod(-7, 3), math.remainder(7, 4), math.modf(-3.25), math.frexp(48.0), math.ldexp(0.75, 6), math.degrees(math.pi), math.radians(180)]
checks = [math.isfinite(1e308), math.isinf(-math.inf), math.isnan(math.nan), math.inf > 1e308, math.tau / 2 == math.pi, math.e]
errors = []
attempts = {
    "sqrt(-1)": lambda: math.sqrt(-1),
    "log(0)": lambda: math.log(0),
    "log(-2.0)": lambda: math.log(-2.0),
    "exp(1000)": lambda: math.exp(1000),
    "acos(2)": lambda: math.acos(2),
    "floor(nan)": lambda: math.floor(math.nan),
    "ceil(inf)": lambda: math.ceil(math.inf),
    "factorial(-1)": lambda: math.factorial(-1),
    "factorial(2.5)": lambda: math.factorial(2.5),
    "sqrt('4')": lambda: math.sqrt("4"),
    "pow(0, -1)": lambda: math.pow(0, -1),
    "pow(-8, 1/3)": lambda: math.pow(-8, 1 / 3),
    "cosh(1000)": lambda: math.cosh(1000),
    "fmod(1, 0)": lambda: math.fmod(1, 0),
    "isqrt(-4)": lambda: math.isqrt(-4),
    "comb(-1, 2)": lambda: math.comb(-1, 2),
    "log(0, 2)": lambda: math.log(0, 2),
    "atanh(1)": lambda: math.atanh(1),
    "tan(inf)": lambda: math.tan(math.inf),
    "fsum(inf, -inf)": lambda: math.fsum([math.inf, -math.inf]),
    "log(10**400)": lambda: math.log(10**400),
}
for name, attempt in attempts.items():
    try:
        errors.append((name, attempt()))
    except (ValueError, OverflowError, TypeError) as e:
        errors.append((name, type(e).__name__, str(e)))
del attempts
