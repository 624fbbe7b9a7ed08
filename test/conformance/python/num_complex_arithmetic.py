a = 3 + 4j
b = complex(1, -2)
ops = [a + b, a - b, a * b, a / b, a ** 2, a ** -1, a ** 0.5, b ** b, 2 ** a, 1 / a, -a, +a, a.conjugate(), (1j) ** 2, (2 + 0j) ** 10]
reprs = [repr(z) for z in ops]
parts = [(z.real, z.imag) for z in (a, b, 1j, complex(2))]
forms = [repr(x) for x in (1j, -1j, 0j, -0j, complex(-0.0, 1), complex(1.5, 0), complex(1e20, -2.5e-7), complex(float("inf"), float("nan")), 1 + 1e16j)]
parsed = [repr(complex(s)) for s in ("1+2j", " (3-4J) ", "j", "-j", "2.5", "1e3j", "+1.5-2.5j", "inf+nanj")]
absolute = [abs(a), abs(b), abs(-2j)]
eqs = [a == complex(3, 4), 1 + 0j == 1, 2.0 == 2 + 0j, a != b, 1j == 1]
hashes = [hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), hash(a) == hash(complex(3, 4))]
d = {1: "int", 1 + 0j: "complex"}
truth = [bool(0j), bool(1j), bool(complex(0, 0))]
mixed = [1 + 2j + 3, 2 * (1 - 1j), (4 + 2j) / 2, 1.5 * 1j, 10 - 1j]
roots = [(-8) ** (1 / 3), (-1) ** 0.5, (-2.0) ** 1.5]
errs = []
for f in (lambda: a < b, lambda: a // 2, lambda: a % 2, lambda: int(a), lambda: float(a), lambda: 1 / 0j, lambda: complex("1+"), lambda: complex("1", 2), lambda: 0j ** -1, lambda: sorted([1j, 2j]), lambda: round(a)):
    try:
        f()
    except (TypeError, ValueError, ZeroDivisionError) as e:
        errs.append(f"{type(e).__name__}: {e}")
types = [type(a).__name__, type(a.real).__name__, isinstance(a, complex)]
s = [str(a), f"{a}", str([a, 1j])]
