class Base:
    def __init__(self, name, **kw):
        self.name = name
        self.extra = kw
class Mid(Base):
    def __init__(self, level=1, **kw):
        super().__init__(**kw)
        self.level = level
class Leaf(Mid):
    def __init__(self, **kw):
        super(Leaf, self).__init__(**kw)
l = Leaf(name="n", level=3, color="red")
r = (l.name, l.level, l.extra)
try:
    Leaf(level=2)
except TypeError as e:
    m = str(e)
class A:
    def hello(self):
        return "A"
class B(A):
    def hello(self):
        return "B>" + super(B, self).hello()
sb = B().hello()
unbound = A.hello(B())
sp = repr(super(B, B()))[:20]
