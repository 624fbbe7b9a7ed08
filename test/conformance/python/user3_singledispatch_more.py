from functools import singledispatch
@singledispatch
def area(shape):
    raise NotImplementedError(f"no area for {type(shape).__name__}")
class Sq:
    def __init__(self, s):
        self.s = s
class Circ:
    def __init__(self, r):
        self.r = r
@area.register
def _(shape: Sq):
    return shape.s ** 2
area.register(Circ, lambda c: 3 * c.r ** 2)
a = area(Sq(3)), area(Circ(2)), area.__name__
try:
    area(5)
except NotImplementedError as e:
    b = str(e)
try:
    area()
except TypeError as e:
    c = str(e)
d = area.dispatch(Sq) is not area.dispatch(object), len(area.registry)
class SubSq(Sq):
    pass
e = area(SubSq(4))
