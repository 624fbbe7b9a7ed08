class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = '_' + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f'{self.name[1:]} must be {self.kind.__name__}')
        setattr(obj, self.name, value)
class P:
    x = Typed(int)
    y = Typed(str)
p = P()
p.x = 3
p.y = 'a'
try:
    p.x = 'bad'
except TypeError as e:
    m = str(e)
vals = (p.x, p.y, P.x.name)
