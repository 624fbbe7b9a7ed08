depth = 0
class V:
    def __init__(self, n): self.n = n
    def __add__(self, o):
        global depth
        depth = self.n
        return V(self.n + 1) + o
try:
    V(0) + 1
except RecursionError as e:
    msg = str(e)
