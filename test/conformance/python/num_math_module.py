import math

a = math.sqrt(16)
b = math.floor(-2.5)
c = math.ceil(2.1)
d = math.gcd(48, 18)
e = round(math.pi, 5)
f = math.isclose(0.1 + 0.2, 0.3)
g = math.factorial(10)
h = math.inf > 10 ** 100
