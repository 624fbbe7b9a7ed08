class Meta(type):
    def __subclasscheck__(cls, sub):
        return sub.__name__.startswith('D')
class Base(metaclass=Meta):
    pass
class Dog:
    pass
class Cat:
    pass
s1 = issubclass(Dog, Base)
s2 = issubclass(Cat, Base)
class Meta2(type):
    def __getitem__(cls, k):
        return (cls.__name__, k)
    def __iter__(cls):
        return iter([1, 2])
    def __contains__(cls, x):
        return x == 3
class G(metaclass=Meta2):
    pass
gi = G[int]
lst = list(G)
has = 3 in G
class Meta3(type):
    def __call__(cls, *a, **k):
        return ('called', cls.__name__, a)
class H(metaclass=Meta3):
    pass
hc = H(1, 2)
class WithAttrs(type):
    counter = 0
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        WithAttrs.counter += 1
        cls.id = WithAttrs.counter
class P(metaclass=WithAttrs): pass
class Q(P): pass
ids = (P.id, Q.id, WithAttrs.counter)
mro = [c.__name__ for c in type(Q).__mro__]
try:
    Meta3('x')
except TypeError as e:
    m1 = str(e)
try:
    type.__init__(P, 1, 2)
except TypeError as e:
    m2 = str(e)
