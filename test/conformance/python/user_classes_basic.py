class Dog:
    kind = 'canine'
    def __init__(self, name):
        self.name = name
        self.tricks = []
    def add_trick(self, trick):
        self.tricks.append(trick)
d = Dog('Fido')
e = Dog('Buddy')
d.add_trick('roll over')
e.add_trick('play dead')
dk = d.kind
ek = e.kind
dn = d.name
dt = d.tricks
class Complex:
    def __init__(self, realpart, imagpart):
        self.r = realpart
        self.i = imagpart
x = Complex(3.0, -4.5)
xr = (x.r, x.i)
class MyClass:
    """A simple example class"""
    i = 12345
    def f(self):
        return 'hello world'
m = MyClass()
mf = m.f()
mi = MyClass.i
mdoc = MyClass.__doc__
cls_name = type(m).__name__
isinst = isinstance(m, MyClass)
d.age = 3
has_age = hasattr(d, 'age')
ga = getattr(d, 'missing', 'default')
setattr(d, 'color', 'brown')
color = d.color
vars_d = sorted(vars(d))
try:
    d.nothing
except AttributeError as ex:
    err = str(ex)
