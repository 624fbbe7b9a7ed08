depth = 0
class C:
    def __call__(self, n):
        global depth
        depth = n
        return self(n + 1)
try:
    C()(0)
except RecursionError as e:
    msg = str(e)
