def f(x):
    return x + 1


def deco(fn):
    return fn


@deco
def decorated(y):
    return f(y)


class Chain:
    def __init__(self):
        self.n = 0

    def add(self, k):
        self.n += k
        return self


if (f(1) > 1 and
        f(2) > 2):
    cond = True
table = {
    "a": f(1),
    "b": [f(2),
          f(3)],
}
chained = (Chain()
           .add(1)
           .add(f(2))
           .n)
ordered = sorted([3, 1, 2], key=lambda v: -f(v))
value = decorated(
    f(0))
assert f(0) == 1, f"unexpected {f(5)}"


def make():
    class Local:
        kind = "local"
    return Local.kind


kind = make()
result = [f(i)
          for i in range(2)]
