class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return f"{self.name} says {self.speak()}"
class Dog(Animal):
    def speak(self):
        return "Woof"
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + "!"
a = Animal("thing").describe()
b = Dog("Rex").describe()
p = Puppy("Bit", 1)
c = p.describe()
age = p.age
i1 = isinstance(p, Animal)
i2 = issubclass(Puppy, Dog)
i3 = issubclass(bool, int)
mro = [k.__name__ for k in Puppy.__mro__]
class Base1:
    def who(self): return "Base1"
class Base2:
    def who(self): return "Base2"
    def only2(self): return "only2"
class Multi(Base1, Base2):
    pass
mw = Multi().who()
mo = Multi().only2()
mmro = [k.__name__ for k in Multi.mro()]
class Private:
    def __init__(self):
        self.__secret = 1
        self._prot = 2
pv = Private()
mangled = pv._Private__secret
try:
    pv.__secret
except AttributeError as e:
    err = str(e)
