class E:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        r = self.v == other
        return r


def f(x):
    match x:
        case 1:
            return "one"
        case 2 | 3:
            return "two or three"
        case _:
            return "other"


res = [f(E(1)), f(E(3)), f(E(9))]
