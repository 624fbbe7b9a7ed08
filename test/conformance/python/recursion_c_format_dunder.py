depth = 0
class C:
    def __init__(self, n): self.n = n
    def __format__(self, spec):
        global depth
        depth = self.n
        return format(type(self)(self.n + 1), spec)
try:
    format(C(0), '')
except RecursionError as e:
    msg = str(e)
