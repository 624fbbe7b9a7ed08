# math.gamma and math.lgamma: CPython's own Lanczos code (m_tgamma, m_lgamma), with its domain
# and range errors, over positive, negative, tiny and large arguments.
import math, operator, itertools
u = list(map(math.fmod, map(operator.mul, map(float, range(1, 3001)), itertools.repeat(0.7548776662466927)), itertools.repeat(1.0)))
def scaled(lo, width, n, off):
    return list(map(operator.add, itertools.repeat(lo), map(operator.mul, u[off:off + n], itertools.repeat(width))))
xs = scaled(0.0, 5.0, 400, 0) + scaled(5.0, 20.0, 400, 400) + scaled(25.0, 146.0, 300, 800) + scaled(-30.0, 30.0, 400, 1100) + scaled(-200.0, 170.0, 300, 1500) + scaled(140.0, 31.6, 200, 1800) + scaled(-5e-6, 1e-5, 200, 2000)
xs += [0.5, 1.5, 2.5, -0.5, -1.5, 1e-21, -1e-21, 3.0, 23.0, 24.0, 100.0, 171.0, 171.5, -171.5, -200.5, -250.5, 1e-7, 5.5246800407767296, 5.52468004077673, 4.999999999]
lg = list(map(math.lgamma, xs))
lg2 = list(map(math.lgamma, [1e10, 1e300, -1e10 - 0.5, 2.0000001, 0.9999999, 1.0000001]))
# gamma multiplies by pow(y, x - 0.5): glibc's pow is not always correctly rounded either, and the
# engine's is (math_pow_glibc_rounding records it), so gamma is checked where the two agree.
g = list(map(math.gamma, xs[:700] + xs[1100:1400] + xs[2200:]))
out = []
for x in [0.0, -0.0, -1.0, -2.0, 172.0, 1e308, -1e308, float('inf'), float('-inf'), 1e-320, -1e-320, 171.7]:
    for f in (math.gamma, math.lgamma):
        try:
            out.append(f(x))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ': ' + str(e))
nanr = [math.isnan(f(float('nan'))) for f in (math.gamma, math.lgamma, math.erf, math.erfc)]
