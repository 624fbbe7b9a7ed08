from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @property
    @abstractmethod
    def name(self):
        ...
    def describe(self):
        return f"{self.name}: {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    @property
    def name(self):
        return "square"
try:
    Shape()
except TypeError as e:
    m = str(e)
class Half(Shape):
    def area(self):
        return 1
try:
    Half()
except TypeError as e:
    m2 = str(e)
d = Sq(1.5).describe()
ab = sorted(Shape.__abstractmethods__)
isa = isinstance(Sq(1), Shape)
