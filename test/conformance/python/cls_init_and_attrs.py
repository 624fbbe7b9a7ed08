class Complex:
    def __init__(self, realpart, imagpart):
        self.r = realpart
        self.i = imagpart


x = Complex(3.0, -4.5)
parts = (x.r, x.i)
x.counter = 1
while x.counter < 10:
    x.counter = x.counter * 2
final = x.counter
del x.counter
has = hasattr(x, "counter")
