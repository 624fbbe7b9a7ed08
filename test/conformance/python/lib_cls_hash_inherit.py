class A:
    def __eq__(self, o):
        return True
class B(A):
    pass
class C(A):
    __hash__ = object.__hash__
r = [A.__hash__ is None, B.__hash__ is None, C.__hash__ is not None]
try:
    hash(B())
except TypeError as e:
    m = str(e)
h = isinstance(hash(C()), int)
class D:
    def __hash__(self):
        return 42
    def __eq__(self, o):
        return isinstance(o, D)
s = {D(), D()}
n = len(s)
hv = hash(D())
class E:
    def __hash__(self):
        return "x"
try:
    hash(E())
except TypeError as e:
    m2 = str(e)
class F:
    def __hash__(self):
        return 2**70
hf = hash(F())
hm = hash(-1), hash(1.0) == hash(1), hash((1, 2)) == hash((1, 2)), hash("") == 0
