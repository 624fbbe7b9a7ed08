class P:
    __match_args__ = ("a",)

    def __init__(self):
        self.a = 1

    @property
    def b(self):
        raise ValueError("bad b")


def f(x):
    match x:
        case [1, 2]:
            return 1
        case P(
            a=1,
            b=2,
        ):
            return 2


r = f([1, 2])
r2 = f(P())
