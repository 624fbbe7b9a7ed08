match = 5
a = match -1
match -1
b = match if True else 0
match = [1, 2, 3]
c = match[1:2]
d = (match
     )
def case(*a):
    return len(a)
e = case(1, 2)
class Cls:
    def __init__(self):
        self.n = 0

    def match(self, case):
        match case:
            case 1:
                return "one"
            case _:
                return "other"
f = [Cls().match(1), Cls().match(2)]
match = lambda m: m
g = match(3)
match[0] if False else None
match = {"match": "case"}
match match:
    case {"match": case}:
        h = case
