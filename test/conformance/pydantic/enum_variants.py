from enum import Enum, IntEnum
from typing import Dict, List
from pydantic import BaseModel, ConfigDict, ValidationError


class Color(Enum):
    RED = "red"
    GREEN = "green"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


class Status(str, Enum):
    OK = "ok"
    FAIL = "fail"


class M(BaseModel):
    color: Color = Color.RED
    level: Level = Level.LOW
    status: Status = Status.OK
    history: List[Status] = []


class V(BaseModel):
    model_config = ConfigDict(use_enum_values=True)
    color: Color
    level: Level


m = M(color="green", level="2", status="fail", history=["ok", Status.FAIL])
a = [m.model_dump(), m.model_dump(mode="json"), m.model_dump_json(), repr(m), str(m)]
v = V(color=Color.GREEN, level=1)
b = [v.model_dump(), type(v.color).__name__, type(v.level).__name__, repr(v)]
keyed = {Status.OK: 1, "fail": 2}
c = [keyed["ok"], keyed[Status.FAIL], Status.OK == "ok", Level.HIGH == 2, Level.HIGH > Level.LOW, Level.LOW + 1, sorted([Level.HIGH, Level.LOW]), [c.name for c in Color], Color("red"), Level(2).name]
errs = []
for kw in [dict(color="blue"), dict(level=3), dict(status="OK"), dict(level="x")]:
    try:
        M(**kw)
    except ValidationError as e:
        errs.append([(x["type"], x["msg"], x.get("ctx")) for x in e.errors()])
