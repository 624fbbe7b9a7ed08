class Box:
    __match_args__ = ("size",)

    def __init__(self, w):
        self.w = w

    @property
    def size(self):
        s = self.w * 2
        return s

    @property
    def missing(self):
        raise AttributeError("no")


def look(b):
    match b:
        case Box(size=0):
            return "empty"
        case Box(2):
            return "small"
        case Box(missing=m):
            return "has missing"
        case Box(size=s) if s > 10:
            return "big"
        case Box():
            return "box"


results = [look(Box(0)), look(Box(1)), look(Box(9)), look(Box(3))]
