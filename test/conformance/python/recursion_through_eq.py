class E:
    def __eq__(self, other):
        return self == other
try:
    E() == E()
except RecursionError as e:
    msg = str(e)
