def parse(s):
    return int(s)
def load(items):
    return [parse(x) for x in items]
data = load(["1", "2"])
result = load(["3", "x4"])
