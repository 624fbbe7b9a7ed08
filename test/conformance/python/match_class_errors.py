class NoArgs:
    def __init__(self):
        self.a = 1


class BadArgs:
    __match_args__ = ["a"]

    def __init__(self):
        self.a = 1


class NotStrings:
    __match_args__ = (1,)

    def __init__(self):
        self.a = 1


class Dup:
    __match_args__ = ("a",)

    def __init__(self):
        self.a = 1


def fn():
    pass


messages = []
for subject, attempt in [(NoArgs(), 1), (BadArgs(), 2), (3, 3), (5, 4), (Dup(), 5), (NotStrings(), 6)]:
    try:
        match subject:
            case NoArgs(x) if attempt == 1:
                pass
            case BadArgs(x) if attempt == 2:
                pass
            case fn() if attempt == 3:
                pass
            case int(x, y) if attempt == 4:
                pass
            case Dup(x, a=y) if attempt == 5:
                pass
            case NotStrings(x) if attempt == 6:
                pass
        messages.append("no error")
    except TypeError as e:
        messages.append(str(e))
