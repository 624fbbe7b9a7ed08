class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        "Temperature in C"
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("too cold")
        self._c = v
    @celsius.deleter
    def celsius(self):
        self._c = None
    @property
    def f(self):
        return self._c * 9 / 5 + 32
t = Temp()
t.celsius = 100
a = t.f
try:
    t.celsius = -300
except ValueError as e:
    m1 = str(e)
try:
    t.f = 3
except AttributeError as e:
    m2 = str(e)
del t.celsius
b = t._c
doc = Temp.celsius.__doc__
isprop = isinstance(Temp.__dict__["celsius"], property)
try:
    del t.f
except AttributeError as e:
    m3 = str(e)
