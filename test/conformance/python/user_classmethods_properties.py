class Temperature:
    def __init__(self, celsius=0.0):
        self._celsius = celsius
    @property
    def celsius(self):
        return self._celsius
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("Temperature below -273.15 is not possible")
        self._celsius = value
    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32
    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)
    @staticmethod
    def is_valid(c):
        return c >= -273.15
t = Temperature(25)
f = t.fahrenheit
t.celsius = 30
c = t.celsius
try:
    t.celsius = -300
except ValueError as e:
    err = str(e)
t2 = Temperature.from_fahrenheit(212)
c2 = t2.celsius
v = Temperature.is_valid(-500)
v2 = t.is_valid(0)
try:
    t.fahrenheit = 5
except AttributeError as e:
    err2 = str(e)
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
    @classmethod
    def how_many(cls):
        return cls.count
for _ in range(3):
    Counter()
n = Counter.how_many()
