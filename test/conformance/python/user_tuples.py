t = 12345, 54321, 'hello!'
first = t[0]
u = t, (1, 2, 3, 4, 5)
empty = ()
singleton = 'hello',
n0 = len(empty)
n1 = len(singleton)
rs = repr(singleton)
x, y, z = t
a, *rest = [1, 2, 3, 4]
*init, last = [1, 2, 3, 4]
p, (q, r) = 1, (2, 3)
try:
    t[0] = 1
except TypeError as e:
    err = str(e)
cnt = (1, 2, 2, 3).count(2)
idx = (1, 2, 3).index(3)
cmp = (1, 2, 3) < (1, 2, 4)
cmp2 = (1, 2) < (1, 2, -1)
cat = (1,) + (2,)
m = (0,) * 3
swap_a, swap_b = 1, 2
swap_a, swap_b = swap_b, swap_a
