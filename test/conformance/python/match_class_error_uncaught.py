class Plain:
    def __init__(self, v):
        self.v = v


def check(p):
    match p:
        case Plain(v=0):
            return "zero"
        case Plain(value):
            return value


first = check(Plain(0))
second = check(Plain(1))
