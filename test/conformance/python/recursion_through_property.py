class P:
    @property
    def x(self):
        return self.x
try:
    P().x
except RecursionError as e:
    msg = str(e)
