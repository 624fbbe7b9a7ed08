first, *middle, last = range(6)
(a, b), c = (1, 2), 3
merged = [*range(3), *"ab"]
d1 = {"a": 1}
d2 = {**d1, "b": 2, **{"a": 9}}
def f(*args, **kwargs):
    return args, kwargs
r = f(*[1, 2], *(3,), **{"k": 1}, z=2)
for i, (x, y) in enumerate([(1, 2), (3, 4)]):
    last_pair = (i, x, y)
try:
    p, q = [1, 2, 3]
except ValueError as e:
    err = str(e)
try:
    p, q, s = [1, 2]
except ValueError as e:
    err2 = str(e)
try:
    p, q = 5
except TypeError as e:
    err3 = str(e)
head, *tail = "hello"
sset = {*[1, 2], *[2, 3]}
ss = sorted(sset)
t = *range(2), 5
