class Eq:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == 0 or Eq(self.n - 1) == other


class Repr:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return "r" + (repr(Repr(self.n - 1)) if self.n else "")


class Add:
    def __init__(self, n):
        self.n = n

    def __add__(self, k):
        return Add(self.n - 1) + (k + 1) if self.n else k


a = Eq(480) == 0
b = len(repr(Repr(320)))
c = Add(480) + 0
