# pydantic-core's simple serializers judge a value by its type: exact passes; a subclass
# instance (True or an IntEnum member in an int field, any int in a float field, a str subclass
# or str enum in a str field) stays itself in a Python dump and becomes the plain value in JSON
# mode, without a warning; anything else warns and is inferred; None never warns. A user's int,
# float or str subclass infers as its value in JSON.
import enum
import warnings
from typing import Any, Optional

from pydantic import BaseModel, TypeAdapter


class Level(enum.IntEnum):
    LOW = 1


class Role(str, enum.Enum):
    USER = "user"


class Ratio(float):
    pass


class Count(int):
    pass


class Name(str):
    pass


values = {
    "true": True, "false": False, "one": 1, "big": 2**70, "half": 1.5, "two": 2.0, "text": "s", "none": None,
    "int_enum": Level.LOW, "str_enum": Role.USER, "float_sub": Ratio(1.5), "int_sub": Count(3), "str_sub": Name("q"),
    "bytes": b"x", "list": [1],
}
results = {}
for tname, tp in [("int", int), ("float", float), ("str", str), ("bool", bool), ("bytes", bytes), ("list_int", list[int]), ("opt_float", Optional[float]), ("any", Any)]:
    ta = TypeAdapter(tp)
    for vname, v in values.items():
        out = []
        for dump in (lambda: ta.dump_python(v), lambda: ta.dump_python(v, mode="json"), lambda: ta.dump_json(v).decode()):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                try:
                    r = dump()
                    out.append((type(r).__name__, repr(r)))
                except Exception as e:
                    out.append((type(e).__name__, str(e)))
                out.append([str(w.message) for w in caught])
        results[f"{tname} {vname}"] = out


class Record(BaseModel):
    ids: list[int] = []
    score: Optional[float] = None
    turns: int = 0
    done: bool = False


record = Record()
record.score = 1
record.turns = True
record.ids = None
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    record_json = record.model_dump_json()
    record_python = record.model_dump()
record_warnings = [str(w.message) for w in caught]
