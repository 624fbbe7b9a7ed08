class Chain:
    def __init__(self, n):
        self.n = n

    def depth(self, n):
        return self.depth(n - 1) + 1 if n else self.n

    @classmethod
    def build(cls, n):
        return cls.build(n - 1) if n else cls(7)

    @staticmethod
    def walk(n):
        return Chain.walk(n - 1) + 1 if n else 0


a = Chain(5).depth(990)
b = Chain.build(990).n
c = Chain.walk(990)
