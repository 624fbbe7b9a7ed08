from enum import Enum, IntEnum, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
a = [repr(Color.RED), str(Color.RED), Color.RED.name, Color.RED.value]
b = Color(2).name
c = Color["BLUE"].value
members = [m.name for m in Color]
n = len(Color)
try:
    Color(7)
except ValueError as e:
    m = str(e)
try:
    Color["PINK"]
except KeyError as e:
    m2 = str(e)
same = Color.RED is Color(1)
eq = Color.RED == 1
class P(IntEnum):
    LOW = 1
    HIGH = 2
cmp = P.LOW < P.HIGH, P.HIGH == 2, P.LOW + 1
ps = [str(P.LOW), repr(P.LOW), f"{P.HIGH}"]
class A(Enum):
    X = auto()
    Y = auto()
av = [A.X.value, A.Y.value]
inm = Color.RED in Color
try:
    Color.RED = 5
except AttributeError as e:
    m3 = str(e)
