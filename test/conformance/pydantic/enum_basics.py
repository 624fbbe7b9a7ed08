from enum import Enum, IntEnum, auto
from pydantic import BaseModel, ValidationError

class Role(str, Enum):
    USER = 'user'
    AI = 'assistant'

class P(IntEnum):
    LOW = auto()
    HIGH = auto()

class C(Enum):
    RED = 1
    GREEN = 2

class Msg(BaseModel):
    role: Role
    p: P = P.LOW
    c: C = C.RED

m = Msg(role='user', p=2, c=2)
d = m.model_dump()
dj = m.model_dump(mode='json')
j = m.model_dump_json()
r = repr(m)
eqs = [Role.USER == 'user', P.HIGH > P.LOW, P.HIGH + 1, Role.AI.upper(), str(P.HIGH), str(C.RED), len(C), [x.name for x in C], C(2).name, P['LOW'].value]
names = list(Role)
try:
    Msg(role='x')
except ValidationError as e:
    errs = e.errors()
try:
    C(7)
except ValueError as e:
    msg = str(e)
