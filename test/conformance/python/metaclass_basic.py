class Meta(type):
    pass
class A(metaclass=Meta):
    x = 1
t = type(A).__name__
is_meta = isinstance(A, Meta)
is_type = isinstance(A, type)
r = repr(A)
a = A()
ax = a.x
sub = issubclass(Meta, type)
class B(A):
    pass
tb = type(B) is Meta
