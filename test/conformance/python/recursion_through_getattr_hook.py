class A:
    def __getattr__(self, name):
        return self.other
try:
    A().x
except RecursionError as e:
    msg = str(e)
