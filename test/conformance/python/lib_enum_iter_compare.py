from enum import Enum, IntEnum, auto
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    @classmethod
    def parse(cls, s):
        return cls(s.lower())
    def __str__(self):
        return self.value.upper()
s = Status.parse("ACTIVE")
r = [s, str(s), f"{s}", repr(s), s.name]
lst = list(Status)
m = Status.__members__
mk = list(m.keys())
d = {Status.ACTIVE: 1}
dk = d[Status("active")]
try:
    Status.ACTIVE < Status.INACTIVE
except TypeError as e:
    msg = str(e)
class Lvl(IntEnum):
    A = auto()
    B = auto()
ints = sorted([Lvl.B, Lvl.A, 0])
t = type(Status.ACTIVE).__name__, isinstance(Status.ACTIVE, Status)
h = hash(Status.ACTIVE) == hash(Status.ACTIVE)
val = Lvl(2), Lvl.B.value, int(Lvl.B), Lvl["A"]
vs = [x.value for x in Lvl]
