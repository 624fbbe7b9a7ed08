from functools import lru_cache
class Calc:
    def __init__(self, base):
        self.base = base
    @lru_cache(maxsize=None)
    def power(self, n):
        return self.base ** n
    def __hash__(self):
        return hash(self.base)
    def __eq__(self, o):
        return self.base == o.base
c = Calc(2)
a = [c.power(10), c.power(10), Calc(2).power(10)]
info = tuple(Calc.power.cache_info())
@lru_cache(maxsize=3, typed=True)
def ident(x):
    return (x, type(x).__name__)
b = [ident(1), ident(1.0), ident(True)]
info2 = tuple(ident.cache_info())
params = ident.cache_parameters()
