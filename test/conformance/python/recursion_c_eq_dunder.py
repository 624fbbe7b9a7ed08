depth = 0
class E:
    def __init__(self, n): self.n = n
    def __eq__(self, o):
        global depth
        depth = self.n
        return E(self.n + 1) == o
try:
    E(0) == 1
except RecursionError as e:
    msg = str(e)
