a = 2. + 1
b = 2. ** 2
c = (2. if True else 1)
d = 1. < 2
e = [x for x in (1., 2.) if x > 1.]
f = 3. - -1.
g = 1.e3 * 2
