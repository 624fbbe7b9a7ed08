depth = 0
class C:
    def __init__(self, n): self.n = n
    def __len__(self):
        global depth
        depth = self.n
        return len(C(self.n + 1))
try:
    len(C(0))
except RecursionError as e:
    msg = str(e)
