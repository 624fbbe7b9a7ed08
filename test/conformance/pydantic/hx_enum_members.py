from enum import Enum, IntEnum, auto
from pydantic import BaseModel, ConfigDict, ValidationError


class Fruit(Enum):
    APPLE = auto()
    PEAR = auto()


class Perm(IntEnum):
    R = 4
    W = 2
    RW = 6


class M(BaseModel):
    fruit: Fruit
    perm: Perm = Perm.R
    fav: Fruit = Fruit.PEAR


m = M(fruit=1, perm=6)
r = repr(m)
d = m.model_dump()
js = m.model_dump(mode='json')
try:
    M(fruit='APPLE')
except ValidationError as e:
    errs = e.errors(include_url=False)


class V(BaseModel):
    model_config = ConfigDict(use_enum_values=True, validate_default=True)
    fruit: Fruit = Fruit.APPLE


v = V()
v_f = v.fruit
v2 = V(fruit=Fruit.PEAR).fruit
schema = M.model_json_schema()
