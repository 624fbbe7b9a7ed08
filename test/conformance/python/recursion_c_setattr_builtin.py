depth = 0
class C:
    def __setattr__(self, k, v):
        global depth
        depth = v
        setattr(self, k, v + 1)
try:
    C().a = 0
except RecursionError as e:
    msg = str(e)
