class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return x * self.k


triple = Multiplier(3)
results = list(map(triple, [1, 2, 3]))
direct = triple("ab")
