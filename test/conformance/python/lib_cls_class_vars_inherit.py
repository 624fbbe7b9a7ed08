class Animal:
    sound = "..."
    count = 0
    def __init__(self):
        type(self).count += 1
    def speak(self):
        return f"{type(self).__name__} says {self.sound}"
class Dog(Animal):
    sound = "woof"
class Cat(Animal):
    pass
d1, d2, c = Dog(), Dog(), Cat()
r = [d1.speak(), c.speak(), Animal.count, Dog.count, Cat.count]
Cat.sound = "meow"
r2 = c.speak()
d1.sound = "WOOF"
r3 = [d1.speak(), d2.speak()]
del d1.sound
r4 = d1.speak()
try:
    del d1.sound
except AttributeError as e:
    m = str(e)
names = sorted(k for k in vars(Dog) if not k.startswith("__"))
qn = Dog.__qualname__, Dog.__module__, Dog.speak.__qualname__
