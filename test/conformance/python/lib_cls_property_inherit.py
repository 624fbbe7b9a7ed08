class Base:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x
class Child(Base):
    @Base.v.getter
    def v(self):
        return self._v * 10
c = Child()
a = c.v
c.v = 5
b = c.v
class Over(Base):
    @property
    def v(self):
        return "over"
o = Over()
try:
    o.v = 3
except AttributeError as e:
    m = str(e)
p = property(lambda self: 42)
class Dyn:
    answer = p
d = Dyn().answer
props = [type(Base.v).__name__, Base.v.fget.__name__, Base.v.fset is not None, Base.v.fdel]
