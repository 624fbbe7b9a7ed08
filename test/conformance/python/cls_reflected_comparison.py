class Thing:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        if isinstance(other, Thing):
            return self.v == other.v
        if isinstance(other, int):
            return self.v == other
        return NotImplemented

    def __gt__(self, other):
        return self.v > other


a = 3 == Thing(3)
b = Thing(3) == 3
c = Thing(1) == "x"
d = 2 < Thing(5)
e = [Thing(1), Thing(2)].index(2)
f = Thing(2) in [1, 2, 3]
g = [1, 2, 2].count(Thing(2))
