from enum import Enum, auto, IntEnum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
c = Color.RED
r = repr(c)
s = str(c)
n = c.name
v = c.value
byv = Color(2).name
byn = Color["BLUE"].value
members = [m.name for m in Color]
is_ = Color.RED is Color(1)
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
autos = [m.value for m in Shape]
class Prio(IntEnum):
    LOW = 1
    HIGH = 2
cmp = Prio.LOW < Prio.HIGH
plus = Prio.HIGH + 1
try:
    Color(9)
except ValueError as e:
    err = str(e)
ln = len(Color)
f = f"{Color.GREEN}"
