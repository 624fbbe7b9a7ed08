class Q:
    def __init__(self):
        self.x = 0

    __match_args__ = "ab"


def f(x):
    match x:
        case Q(
            1,
        ):
            return 2


r = f(Q())
