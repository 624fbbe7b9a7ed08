depth = 0
class A:
    def __init__(self, n): self.n = n
    def __str__(self):
        global depth
        depth = self.n
        return str(A(self.n + 1))
try:
    str(A(0))
except RecursionError as e:
    msg = str(e)
