from typing import Optional
from pydantic import TypeAdapter, ValidationError

ta = TypeAdapter(list[int])
v = ta.validate_python(["1", 2, 3.0])
try:
    ta.validate_python([1, "x", 2.5])
except ValidationError as e:
    msg = str(e)
dj = ta.dump_json([1, 2])
ta2 = TypeAdapter(Optional[dict[str, float]])
v2 = ta2.validate_python({"a": "1.5"})
v3 = ta2.validate_python(None)
v4 = TypeAdapter(tuple[int, str]).validate_python(["1", "a"])
