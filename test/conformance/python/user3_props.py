class Temp:
    def __init__(self, c=0):
        self._c = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("too cold")
        self._c = v
    @celsius.deleter
    def celsius(self):
        del self._c
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temp(25)
a = t.fahrenheit
t.celsius = 100
b = t.celsius, t.fahrenheit
try:
    t.fahrenheit = 5
except AttributeError as e:
    c = str(e)
try:
    t.celsius = -300
except ValueError as e:
    d = str(e)
del t.celsius
try:
    t.celsius
except AttributeError as e:
    f = str(e)
g = type(Temp.celsius).__name__, Temp.celsius.__doc__, isinstance(Temp.__dict__["celsius"], property)
class Base:
    @property
    def name(self):
        return "base"
class Child(Base):
    @property
    def name(self):
        return "child:" + super().name
h = Child().name
class Lazy:
    def __init__(self):
        self.calls = 0
    @property
    def value(self):
        self.calls += 1
        return 42
lz = Lazy()
i = lz.value + lz.value, lz.calls
