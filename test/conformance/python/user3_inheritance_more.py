class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def area(self):
        raise NotImplementedError
    def describe(self):
        return f"{self.name} with {self.sides} sides and area {self.area():.2f}"
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"
class Rect(Shape):
    sides = 4
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"
import math
class Circle(Shape):
    def __init__(self, r):
        Shape.__init__(self, "circle")
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
shapes = [Rect(2, 3), Square(2), Circle(1)]
a = [s.describe() for s in shapes], repr(shapes), [type(s).__mro__[1].__name__ for s in shapes]
b = isinstance(shapes[1], Rect), issubclass(Square, Shape), Square.sides, Square.__bases__, Square.__base__.__name__
try:
    Shape("x").describe()
except NotImplementedError as e:
    c = repr(e)
class A:
    def __init__(self):
        self.log = ["A"]
class B(A):
    def __init__(self):
        super().__init__()
        self.log.append("B")
class C(A):
    def __init__(self):
        super().__init__()
        self.log.append("C")
class D(B, C):
    def __init__(self):
        super().__init__()
        self.log.append("D")
d = D().log, [k.__name__ for k in D.__mro__]
class Mixin:
    def greet(self):
        return "hi " + self.name
class Person(Mixin):
    def __init__(self, name):
        self.name = name
e = Person("bo").greet()
try:
    class Bad(A, A):
        pass
except TypeError as ex:
    f = str(ex)
try:
    class X(B, A, C):
        pass
except TypeError as ex:
    g = str(ex)
h = super(Square, Square(3)).area(), type(Square(1)).__name__
