# math.exp, sinh and cosh as glibc computes them (exp is not always correctly rounded; CPython
# shows glibc's), over the whole range including the subnormal results.
import math, operator, itertools
u = list(map(math.fmod, map(operator.mul, map(float, range(1, 6001)), itertools.repeat(0.6180339887498949)), itertools.repeat(1.0)))
def scaled(lo, width, n, off):
    return list(map(operator.add, itertools.repeat(lo), map(operator.mul, u[off:off + n], itertools.repeat(width))))
xs = scaled(-1.0, 2.0, 1500, 0) + scaled(-30.0, 60.0, 1500, 1500) + scaled(-745.0, 1454.0, 1500, 3000) + scaled(-1e-6, 2e-6, 500, 4500) + scaled(-745.2, 37.0, 500, 5000)
xs += [-0.03667290142673468, 18.98233371597007, 709.78, 709.79, -745.13, -745.14, -708.5, -1e-20, 5e-324, 1e-17, 600.0, -600.0, 0.5, 1.0, -1.0, 2.0**-54, 2.0**-55]
ex = list(map(math.exp, xs))
sh = list(map(math.sinh, scaled(-20.0, 40.0, 1000, 100)))
ch = list(map(math.cosh, scaled(-20.0, 40.0, 1000, 200)))
