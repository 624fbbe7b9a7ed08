from enum import Enum
class T(Enum):
    A = (1, 2)
    def __init__(self, x, y):
        self.x = x
try:
    T.A.name = 'z'
except AttributeError as e:
    a = str(e)
try:
    T.A.value = 'z'
except AttributeError as e:
    b = str(e)
T.A.extra = 5
c = T.A.extra
try:
    T.A.nope
except AttributeError as e:
    f = str(e)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)
g = round(Planet.EARTH.surface_gravity, 3)
h = Planet.EARTH.value
class V(Enum):
    A = 1
    def __init__(self, v):
        self.doubled = v * 2
i = V.A.doubled
