class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = Point(1, 2)
try:
    p.z = 3
except AttributeError as e:
    err = str(e)
class Config:
    debug = False
    items = []
c1 = Config()
c2 = Config()
c1.debug = True
c1.items.append(1)
state = (c1.debug, c2.debug, c2.items, Config.debug)
class Meta:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        cls.registered = True
class Sub(Meta):
    pass
reg = Sub.registered
class WithCall:
    def __call__(self, x):
        return x * 2
wc = WithCall()(21)
class Container:
    def __init__(self):
        self.items = {}
    def __setitem__(self, k, v):
        self.items[k] = v
    def __getitem__(self, k):
        return self.items[k]
    def __contains__(self, k):
        return k in self.items
    def __delitem__(self, k):
        del self.items[k]
cont = Container()
cont["a"] = 1
ga = cont["a"]
has = "a" in cont
del cont["a"]
has2 = "a" in cont
