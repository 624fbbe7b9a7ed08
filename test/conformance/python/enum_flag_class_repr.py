import enum
class F(enum.Flag):
    A = 1
try:
    class G(F):
        B = 2
except TypeError as e:
    m = str(e)
r = [repr(F), repr(enum.IntFlag), repr(enum.Flag), repr(enum.Enum), str(F), repr(enum.IntEnum), repr(enum.StrEnum)]
