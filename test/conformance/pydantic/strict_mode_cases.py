from typing import Dict, List
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError, TypeAdapter


class Loose(BaseModel):
    n: int
    s: str = "x"
    flag: bool = False
    xs: List[int] = []


class Tight(BaseModel):
    model_config = ConfigDict(strict=True)
    n: int
    xs: List[int] = []
    m: Dict[str, int] = {}


class Mixed(BaseModel):
    a: StrictInt = 0
    b: StrictStr = ""
    c: int = Field(0, strict=True)
    d: int = 0


results = []
for cls, data in [(Loose, {"n": "1", "flag": "yes", "xs": ("1", 2)}), (Tight, {"n": "1"}), (Tight, {"n": 1, "xs": (1,)}), (Tight, {"n": True}), (Mixed, {"a": "1", "b": 2, "c": "3", "d": "4"}), (Mixed, {"a": 1, "b": "x", "c": 3, "d": "4"})]:
    try:
        results.append(cls(**data).model_dump())
    except ValidationError as e:
        results.append([(x["type"], x["loc"]) for x in e.errors()])
strict_call = []
for data in [{"n": "5"}, {"n": 5, "xs": ["1"]}]:
    try:
        strict_call.append(Loose.model_validate(data, strict=True).model_dump())
    except ValidationError as e:
        strict_call.append([(x["type"], x["loc"]) for x in e.errors()])
json_strict = Tight.model_validate_json('{"n": 1, "xs": [1, 2], "m": {"a": 1}}', strict=True).model_dump()
try:
    TypeAdapter(int).validate_python("1", strict=True)
except ValidationError as e:
    ta_err = e.errors()
