class Animal:
    species = "generic"
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f"{self.name} makes a sound"
    def __str__(self):
        return f"{type(self).__name__}({self.name})"
    @classmethod
    def create(cls, name):
        return cls(name)
    @staticmethod
    def helper(x):
        return x * 2
class Dog(Animal):
    species = "canine"
    def speak(self):
        return super().speak() + " (woof)"
d = Dog.create("rex")
a = d.speak(), str(d), Dog.helper(3), d.helper(4), Animal.count, d.species, Animal.species
b = isinstance(d, Animal), issubclass(Dog, Animal), type(d) is Dog, Dog.__mro__[1].__name__, Dog.__bases__[0].__name__, Dog.__name__, Dog.__qualname__
c = hasattr(d, "name"), getattr(d, "age", 0), vars(d), d.__dict__, sorted(k for k in Dog.__dict__ if not k.startswith("__"))
setattr(d, "age", 3)
delattr(d, "age")
e = hasattr(d, "age"), d.__class__.__name__, Dog.__module__, repr(Dog)[:30]
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B" + super().who()
class C(A):
    def who(self): return "C" + super().who()
class D(B, C):
    def who(self): return "D" + super().who()
f = D().who(), [k.__name__ for k in D.__mro__], D.mro()[1].__name__
class Meta:
    def __getattr__(self, name):
        return f"dyn_{name}"
g = Meta().foo, getattr(Meta(), "bar")
class Slots:
    __slots__ = ("x",)
    def __init__(self):
        self.x = 1
try:
    Slots().y = 2
except AttributeError as ex:
    h = str(ex)
class Cnt:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v
    def __delitem__(self, i):
        del self.items[i]
k = Cnt(); k.items = [1, 2, 3]
k[0] = 10; del k[1]
i = len(k), 10 in k, list(k), k[-1], k[0:1], bool(Cnt())
class Str:
    def __repr__(self):
        return "R"
j = str(Str()), f"{Str()}", [Str()].__repr__(), "%s" % Str()
try:
    Animal()
except TypeError as ex:
    l = str(ex)
try:
    d.nope
except AttributeError as ex:
    m = str(ex)
try:
    Dog.nope
except AttributeError as ex:
    n = str(ex)
class Pt:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        if not isinstance(o, Pt):
            return NotImplemented
        return self.x == o.x
o = Pt(1) == Pt(1), Pt(1) == 1, Pt(1) != Pt(2)
try:
    hash(Pt(1))
except TypeError as ex:
    p = str(ex)
class Init:
    def __new__(cls, *a):
        inst = super().__new__(cls)
        inst.made = True
        return inst
    def __init__(self, v):
        self.v = v
q = Init(5).made, Init(5).v
class WithCall:
    def __call__(self, x):
        return x + 1
r = WithCall()(1), callable(WithCall()), callable(5)
