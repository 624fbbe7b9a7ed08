class Tracked:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, name, value):
        self.log.append(("set", name))
        object.__setattr__(self, name, value)
    def __getattr__(self, name):
        self.log.append(("miss", name))
        if name.startswith("auto_"):
            return name[5:]
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
    def __delattr__(self, name):
        self.log.append(("del", name))
        object.__delattr__(self, name)
t = Tracked()
t.x = 1
a = t.x, t.auto_thing, getattr(t, "nope", "dflt"), hasattr(t, "zzz")
del t.x
b = t.log
class Typed:
    def __init__(self, name, kind):
        self.name, self.kind = name, kind
    def __set_name__(self, owner, name):
        self.attr = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.attr, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}")
        setattr(obj, self.attr, value)
class Person:
    age = Typed("age", int)
    name = Typed("name", str)
    def __init__(self, name, age):
        self.name = name
        self.age = age
p = Person("ann", 3)
c = p.age, p.name, vars(p), type(Person.age).__name__, Person.age.attr
try:
    p.age = "old"
except TypeError as e:
    d = str(e)
class Const:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
cc = Const()
try:
    cc.b
except AttributeError as e:
    e1 = str(e)
try:
    cc.c = 3
except AttributeError as e:
    e2 = str(e)
f = Const.__slots__, hasattr(cc, "__dict__")
class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__}]"
g = Box[int]
class Meta:
    def __getattribute__(self, name):
        if name == "secret":
            return "intercepted"
        return object.__getattribute__(self, name)
    real = "real"
h = Meta().secret, Meta().real
class Num:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
    def __int__(self):
        return self.v + 100
    def __float__(self):
        return 0.5
    def __round__(self, n=None):
        return "rounded"
    def __len__(self):
        return 3
i = [10, 20, 30, 40][Num(1)], int(Num(1)), float(Num(1)), round(Num(1)), round(Num(1), 2), hex(Num(255)), bin(Num(2)), range(Num(3)), "ab" * Num(2), len(Num(0))
