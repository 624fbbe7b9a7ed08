def double(x):
    return x * 2


values = [double(v) for v in [1, 2]]
pairs = {k: double(k) for k in (3,)}
lazy = (double(v) for v in [4, 5])
first = next(lazy)
rest = list(lazy)
total = sum(double(v)
            for v in [6])
nested = double(
    double(1)
)
fn = lambda y: double(y) + 1
r = fn(2)
n = 0
while n < 2:
    n += 1
else:
    n = -n
for i in range(2):
    if i:
        break
else:
    i = 99
