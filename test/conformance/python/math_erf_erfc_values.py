# math.erf and math.erfc: glibc's fdlibm algorithm over glibc's exp, bit for bit, on 2,400 arguments
# across every interval of the algorithm (and their negatives), with the edge values.
import math, operator, itertools
# pseudo-random fractions without traced steps: frac(i * golden) via math.fmod
u = list(map(math.fmod, map(operator.mul, map(float, range(1, 3001)), itertools.repeat(0.6180339887498949)), itertools.repeat(1.0)))
def scaled(lo, width, n, off):
    return list(map(operator.add, itertools.repeat(lo), map(operator.mul, u[off:off + n], itertools.repeat(width))))
xs = scaled(0.0, 0.84375, 400, 0) + scaled(0.84375, 0.41, 400, 400) + scaled(1.25, 1.61, 400, 800) + scaled(2.85, 4.0, 400, 1200) + scaled(-15.0, 30.0, 400, 1600) + scaled(-5e-4, 1e-3, 200, 2000) + scaled(-3e-8, 6e-8, 100, 2200)
xs += [0.0, -0.0, 1e-300, 5e-324, 1.0, -1.0, 6.0, -6.0, 27.9, 28.0, 0.25, 0.2499999, 3e-9, 1e-310]
xs += list(map(operator.neg, xs))
e1 = list(map(math.erf, xs))
e2 = list(map(math.erfc, xs))
