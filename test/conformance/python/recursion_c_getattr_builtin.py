depth = 0
class C:
    def __getattr__(self, name):
        global depth
        depth = int(name[1:])
        return getattr(self, 'x' + str(depth + 1))
try:
    C().x0
except RecursionError as e:
    msg = str(e)
