# The enum functional API on every enum class (IntEnum, StrEnum, Flag, IntFlag, a custom _generate_next_value_),
# value lookups on an enum without members, and extending an enum that has members.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag
def t(f):
    try:
        return repr(f())
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
S = StrEnum('S', ['A', 'B'])
F = Flag('F', 'R W X')
IF = IntFlag('IF', {'A': 1, 'B': 4})
N = IntEnum('N', 'X Y', start=10)
E = Enum('E', names=[('P', 'p'), ('Q', 'q')])
r = [repr(S.A), S.B == 'b', repr(F.R | F.X), repr(IF.A | IF.B), int(IF.B), repr(N.Y), N.Y + 0, repr(E.Q), E('p'), t(lambda: Enum('Color')), t(lambda: IntEnum(3)), t(lambda: N(12)), t(lambda: N(10))]
class Lower(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return f'{name}-{count}'
L = Lower('L', 'A B')
lw = (repr(L.A), repr(L.B))
try:
    Color2 = Enum('Color2', 'R G')
    Color2('X', 'Y Z')
except TypeError as e:
    ext = str(e)
