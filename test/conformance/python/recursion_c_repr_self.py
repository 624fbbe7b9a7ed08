depth = 0
class A:
    def __init__(self, n): self.n = n
    def __repr__(self):
        global depth
        depth = self.n
        return repr(A(self.n + 1))
try:
    repr(A(0))
except RecursionError as e:
    msg = str(e)
