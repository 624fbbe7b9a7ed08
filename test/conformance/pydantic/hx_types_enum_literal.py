from enum import Enum, IntEnum
from typing import Literal
from pydantic import BaseModel, ValidationError


class Level(IntEnum):
    LOW = 1
    HIGH = 2


class Kind(str, Enum):
    A = 'a'
    B = 'b'


class M(BaseModel):
    level: Level
    kind: Kind = Kind.A
    mode: Literal['train', 'eval'] = 'train'
    n: Literal[1, 2, 3] = 1


m = M(level=2, kind='b', mode='eval', n=3)
level_name = m.level.name
kind_is = m.kind is Kind.B
d = m.model_dump()
js = m.model_dump(mode='json')
j = m.model_dump_json()
try:
    M(level=5, kind='c', mode='test', n='1')
except ValidationError as e:
    errs = e.errors(include_url=False)
    msg = str(e)
