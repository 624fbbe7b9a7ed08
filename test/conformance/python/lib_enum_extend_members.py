# An enum with members cannot be extended (refused before the body runs, as EnumType.__prepare__ does).
from enum import Enum
class A(Enum):
    X = 1
try:
    class B(A):
        Y = 2
except TypeError as e:
    m = str(e)
class C(Enum):
    def helper(self):
        return 1
class D(C):
    Z = 3
d = D.Z.helper()
