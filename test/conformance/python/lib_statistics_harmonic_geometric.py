# statistics.harmonic_mean and geometric_mean: exact sums of reciprocals, log/exp means, and their errors.
import statistics as st
from fractions import Fraction
def t(f, *a):
    try:
        return f(*a)
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
a = [t(st.harmonic_mean, d) for d in [[40, 60], [2.5, 3, 10], [1, 0, 3], [5], [-1], [1, -2], [0, -1], [], [3.0, 3], [1e308, 1e308], [True, 2], iter([1, 2, 4])]]
b = [t(st.geometric_mean, d) for d in [[1, 10, 100], [54, 24, 36], [2.5, 4], [1], [0, 1], [-1, 2], [], [1e300, 1e300], [10 ** 400, 10]]]
c = t(st.harmonic_mean, ['a'])
d = t(st.harmonic_mean, ['a', 'b'])
