log = []
class A:
    def __init__(self):
        log.append("A")
        super().__init__()
    def hello(self):
        return "A"
class B(A):
    def __init__(self):
        log.append("B")
        super().__init__()
    def hello(self):
        return "B" + super().hello()
class C(A):
    def __init__(self):
        log.append("C")
        super().__init__()
    def hello(self):
        return "C" + super().hello()
class D(B, C):
    def __init__(self):
        log.append("D")
        super().__init__()
    def hello(self):
        return "D" + super().hello()
d = D()
h = d.hello()
mro = [c.__name__ for c in D.__mro__]
class Shape:
    sides = 0
    def describe(self):
        return f"{self.__class__.__name__} with {self.sides} sides"
class Tri(Shape):
    sides = 3
class Quad(Shape):
    sides = 4
descs = [s().describe() for s in (Shape, Tri, Quad)]
subs = [c.__name__ for c in Shape.__subclasses__()]
class Base:
    def template(self):
        return f"[{self.step()}]"
    def step(self):
        raise NotImplementedError("subclass must implement")
class Impl(Base):
    def step(self):
        return "done"
t = Impl().template()
try:
    Base().template()
except NotImplementedError as e:
    err = str(e)
bases = [b.__name__ for b in D.__bases__]
iss = isinstance(d, (C, int))
