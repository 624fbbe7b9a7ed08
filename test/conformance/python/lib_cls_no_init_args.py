class A:
    pass
try:
    A(1)
except TypeError as e:
    m1 = str(e)
class B:
    def __init__(self):
        pass
try:
    B(1)
except TypeError as e:
    m2 = str(e)
class C:
    def __init__(self, x, *, y):
        self.x, self.y = x, y
try:
    C(1, 2)
except TypeError as e:
    m3 = str(e)
try:
    C(1)
except TypeError as e:
    m4 = str(e)
try:
    C(x=1, y=2, z=3)
except TypeError as e:
    m5 = str(e)
class D:
    def __new__(cls, *a, **k):
        return super().__new__(cls)
    def __init__(self, v):
        self.v = v
d = D(5).v
class E:
    def __init__(self):
        return 5
try:
    E()
except TypeError as e:
    m6 = str(e)
