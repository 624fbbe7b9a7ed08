import math
a = math.erf(1.0)
b = math.gamma(5)
c = math.lgamma(10)
