class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns['added'] = 42
        fields = [k for k in ns if not k.startswith('__')]
        cls = super().__new__(mcs, name, bases, ns)
        cls.fields = fields
        return cls
class A(metaclass=Meta):
    """doc"""
    x = 1
    def f(self):
        return 2
fa = A.fields
added = A.added
doc = A.__doc__
class B(metaclass=Meta):
    y = 2
fb = B.fields
docb = B.__doc__
