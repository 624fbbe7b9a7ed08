def scope_test():
    out = []
    def do_local():
        spam = "local spam"
    def do_nonlocal():
        nonlocal spam
        spam = "nonlocal spam"
    def do_global():
        global spam
        spam = "global spam"
    spam = "test spam"
    do_local()
    out.append("After local assignment: " + spam)
    do_nonlocal()
    out.append("After nonlocal assignment: " + spam)
    do_global()
    out.append("After global assignment: " + spam)
    return out
a = scope_test(), spam
class MyClass:
    """A simple example class"""
    i = 12345
    def f(self):
        return 'hello world'
x = MyClass()
b = MyClass.i, x.f(), MyClass.__doc__, MyClass.f(x)
class Complex:
    def __init__(self, realpart, imagpart):
        self.r = realpart
        self.i = imagpart
c = Complex(3.0, -4.5)
d = c.r, c.i
x.counter = 1
while x.counter < 10:
    x.counter = x.counter * 2
e = x.counter
del x.counter
class Dog:
    kind = 'canine'
    def __init__(self, name):
        self.name = name
        self.tricks = []
    def add_trick(self, trick):
        self.tricks.append(trick)
dd = Dog('Fido')
ee = Dog('Buddy')
dd.add_trick('roll over')
ee.add_trick('play dead')
f = dd.kind, ee.kind, dd.name, dd.tricks, ee.tricks
class Warehouse:
    purpose = 'storage'
    region = 'west'
w1 = Warehouse()
w2 = Warehouse()
w2.region = 'east'
g = w1.purpose, w1.region, w2.purpose, w2.region
class Bag:
    def __init__(self):
        self.data = []
    def add(self, x):
        self.data.append(x)
    def addtwice(self, x):
        self.add(x)
        self.add(x)
bag = Bag()
bag.addtwice(3)
h = bag.data
class Mapping:
    def __init__(self, iterable):
        self.items_list = []
        self.__update(iterable)
    def update(self, iterable):
        for item in iterable:
            self.items_list.append(item)
    __update = update
class MappingSubclass(Mapping):
    def update(self, keys, values):
        for item in zip(keys, values):
            self.items_list.append(item)
ms = MappingSubclass([1, 2])
ms.update(["a"], ["b"])
i = ms.items_list, hasattr(ms, "_Mapping__update"), hasattr(ms, "__update")
class Reverse:
    def __init__(self, data):
        self.data = data
        self.index = len(data)
    def __iter__(self):
        return self
    def __next__(self):
        if self.index == 0:
            raise StopIteration
        self.index = self.index - 1
        return self.data[self.index]
j = [ch for ch in Reverse('spam')]
def reverse(data):
    for index in range(len(data)-1, -1, -1):
        yield data[index]
k = list(reverse('golf'))
l = sum(i*i for i in range(10)), sum(x*y for x, y in zip([10, 20, 30], [7, 5, 3]))
data = 'golf'
m = list(data[i] for i in range(len(data)-1, -1, -1))
from dataclasses import dataclass
@dataclass
class Employee:
    name: str
    dept: str
    salary: int
john = Employee('john', 'computer lab', 1000)
n = john.dept, john.salary, repr(john)
s = 'abc'
it = iter(s)
o = next(it), next(it), next(it)
try:
    next(it)
except StopIteration as ex:
    p = repr(ex)
