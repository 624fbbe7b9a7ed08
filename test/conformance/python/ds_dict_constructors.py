a = dict([("sape", 4139), ("guido", 4127), ("jack", 4098)])
b = {x: x ** 2 for x in (2, 4, 6)}
c = dict(sape=4139, guido=4127, jack=4098)
d = dict.fromkeys(["a", "b"], 0)
e = dict(a, extra=1)
f = dict(zip("abc", range(3)))
