from typing import Optional, Literal
from pydantic import BaseModel, ValidationError

class M(BaseModel):
    a: int
    b: list[int]
    c: Literal["x", "y"]
    d: Optional[float] = None
    e: dict[str, int] = {}

msgs = []
for data in [
    {},
    {"a": 1.5, "b": [1], "c": "x"},
    {"a": "1", "b": ["a", 2, "3"], "c": "z"},
    {"a": True, "b": (1, 2), "c": "y", "d": "nan"},
    {"a": 1, "b": [], "c": "x", "e": {"k": "v"}},
    {"a": None, "b": None, "c": None, "d": []},
]:
    try:
        m = M(**data)
        msgs.append(repr(m))
    except ValidationError as e:
        msgs.append(str(e))
        msgs.append([(x["type"], x["loc"], x["msg"], repr(x["input"])) for x in e.errors()])
