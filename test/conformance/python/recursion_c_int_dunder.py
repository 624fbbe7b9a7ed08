depth = 0
class C:
    def __init__(self, n): self.n = n
    def __int__(self):
        global depth
        depth = self.n
        return int(type(self)(self.n + 1))
try:
    int(C(0))
except RecursionError as e:
    msg = str(e)
