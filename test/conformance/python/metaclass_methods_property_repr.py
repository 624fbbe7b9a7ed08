class Meta(type):
    def describe(cls):
        return f'class {cls.__name__}'
    @property
    def upper(cls):
        return cls.__name__.upper()
    def __repr__(cls):
        return f'<Meta {cls.__name__}>'
    def __len__(cls):
        return 3
class A(metaclass=Meta):
    pass
d = A.describe()
u = A.upper
r = repr(A)
n = len(A)
try:
    A().describe()
except AttributeError as e:
    m = str(e)
