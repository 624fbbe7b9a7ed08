# pydantic-core's union serializer: the first member the value matches exactly; then, only if
# a member allows a lax retry (int, models, containers of them; not float, str or bool), the
# first it matches as a subclass instance; else each member's complaint is a warning and the
# value is inferred. So True in int | str dumps to JSON as 1, but in str | float stays true.
import enum
import warnings
from typing import Literal, Optional, Union

from pydantic import BaseModel, TypeAdapter


class Level(enum.IntEnum):
    LOW = 1


class Count(int):
    pass


values = {"true": True, "one": 1, "half": 1.5, "text": "s", "none": None, "int_enum": Level.LOW, "int_sub": Count(3), "list": [1]}
unions = [
    ("int|str", Union[int, str]), ("float|int", Union[float, int]), ("int|float", Union[int, float]),
    ("str|float", Union[str, float]), ("bool|int", Union[bool, int]), ("literal", Literal[1, "a"]),
    ("list|int", Union[list[int], int]), ("optional_int", Optional[int]), ("float|None", Optional[float]),
]
results = {}
for uname, tp in unions:
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
        results[f"{uname} {vname}"] = out


class Score(BaseModel):
    value: Union[int, str] = 0
    ratio: Union[float, str] = 0.0


s = Score()
s.value = True
s.ratio = 2
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    score_json = s.model_dump_json()
score_warnings = [str(w.message) for w in caught]
