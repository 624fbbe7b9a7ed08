msgs = []
class A:
    def method(self, x):
        return x
    @staticmethod
    def s(x):
        return x
a = A()
for f in (lambda: a.method(), lambda: a.method(1, 2), lambda: A.method(1), lambda: A(1), lambda: a.s(), lambda: A.s(1, 2)):
    try:
        f()
    except TypeError as e:
        msgs.append(str(e))
class B:
    def __init__(self, x, y=2, *, z):
        pass
for f in (lambda: B(), lambda: B(1), lambda: B(1, 2, 3, z=1), lambda: B(1, q=2, z=1)):
    try:
        f()
    except TypeError as e:
        msgs.append(str(e))
def nothing():
    pass
try:
    nothing(1)
except TypeError as e:
    msgs.append(str(e))
def kwonly(*, a):
    pass
try:
    kwonly(1)
except TypeError as e:
    msgs.append(str(e))
