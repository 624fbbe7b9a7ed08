depth = 0
class C:
    def __init__(self, n): self.n = n
    def __str__(self):
        global depth
        depth = self.n
        return f'{type(self)(self.n + 1)}'
try:
    str(C(0))
except RecursionError as e:
    msg = str(e)
