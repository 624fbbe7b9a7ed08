from enum import Enum, unique
try:
    @unique
    class S(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    m = str(e)
@unique
class T(Enum):
    X = 1
    Y = 2
ok = [t.name for t in T]
