def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())


r1 = f(1, c=3)
r2 = f(1, 5, 6, 7, c=8, e=9)


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count

    return inc


inc = counter()
inc()
last = inc()
square = lambda x: x * x
mapped = list(map(square, [1, 2, 3]))
by_len = sorted(["ccc", "a", "bb"], key=len, reverse=True)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x ** 2 + self.y ** 2


p = Point(3, 4)
n = p.norm2()
try:
    f()
except TypeError as e:
    missing = str(e)
try:
    f(1, 2, c=3, b=4)
except TypeError as e:
    multiple = str(e)
