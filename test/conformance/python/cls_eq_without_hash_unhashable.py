class P:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v


h = P.__hash__ is None
s = {P(1)}
