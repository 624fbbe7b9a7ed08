import abc
class Meta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, 'quack')
class Duck(metaclass=Meta):
    pass
class Q:
    quack = 1
r1 = isinstance(Q(), Duck)
r2 = isinstance(1, Duck)
class OrderedMeta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        return {'pre': 1}
    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, dict(ns))
        cls.order = [k for k in ns if not k.startswith('__')]
        return cls
class O(metaclass=OrderedMeta):
    b = 1
    a = 2
order = O.order
