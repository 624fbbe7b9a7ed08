class Pos:
    __slots__ = ("_x",)
    def __init__(self, x):
        self.x = x
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        if v < 0:
            raise ValueError("negative")
        self._x = v
p = Pos(3)
p.x = 5
r = p.x
try:
    Pos(-1)
except ValueError as e:
    m = str(e)
class Frozen:
    def __init__(self, a):
        object.__setattr__(self, "a", a)
    def __setattr__(self, k, v):
        raise AttributeError(f"{type(self).__name__} is frozen")
f = Frozen(1)
try:
    f.a = 2
except AttributeError as e:
    m2 = str(e)
fa = f.a
class Ro:
    @property
    def v(self):
        return 1
try:
    Ro().v = 2
except AttributeError as e:
    m3 = str(e)
