from functools import cached_property, singledispatch
class D:
    def __init__(self):
        self.n = 0
    @cached_property
    def heavy(self):
        self.n += 1
        return self.n * 10
d = D()
a = [d.heavy, d.heavy, d.n]
indict = "heavy" in d.__dict__
del d.heavy
b = d.heavy
d.heavy = 99
c = d.heavy
@singledispatch
def show(x):
    return f"obj {x}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return f"list {len(x)}"
s = [show(1), show([1, 2]), show("s"), show(True)]
