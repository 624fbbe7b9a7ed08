class Key:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return self.name.lower() == other.name.lower()

    def __hash__(self):
        return hash(self.name.lower())


d = {Key("Alpha"): 1}
d[Key("ALPHA")] = 2
n = len(d)
v = d[Key("alpha")]
