class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
        setattr(obj, self.name, value)
class Person:
    age = Typed(int)
    name = Typed(str)
    def __init__(self, name, age):
        self.name = name
        self.age = age
p = Person("a", 3)
r = [p.name, p.age, Person.age.owner, Person.name.name]
try:
    p.age = "x"
except TypeError as e:
    m = str(e)
d = sorted(vars(p))
isdesc = isinstance(Person.__dict__["age"], Typed)
