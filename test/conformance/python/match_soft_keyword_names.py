class Pattern:
    def __init__(self, text):
        self.text = text

    def match(self, s):
        return s.startswith(self.text)


def match(x):
    return x * 2


p = Pattern("ab")
match = p.match("abc")
found = match
match = [10, 20, 30]
first = match[0]
match[1] = 21
match = {"k": 1}
k = match["k"]
match, case = 1, 2
total = match + case
def use(match):
    return match + 1
used = use(41)
match = 5
match (match):
    case 5:
        hit = "five"
    case _:
        hit = "other"
case = "case"
match case:
    case "case":
        both = True
match: int = 3
annotated = match
match -match:
    case -3:
        neg = "minus three"
_ = 7
underscore = _
