from typing import Dict, List, Optional
from pydantic import BaseModel, Field, ValidationError
from pydantic_core import PydanticCustomError
from pydantic import field_validator


class Row(BaseModel):
    id: int
    score: float = Field(ge=0, le=1)
    label: str = Field(min_length=2, max_length=5, pattern=r"^[a-z]+$")
    children: List["Row"] = []
    meta: Dict[str, int] = {}
    note: Optional[str] = None

    @field_validator("note")
    @classmethod
    def no_bad(cls, v):
        if v == "bad":
            raise PydanticCustomError("bad_note", "note {note!r} is not allowed", {"note": v})
        if v == "assert":
            assert v != "assert", "assertion says no"
        return v


outs = []
for data in [
    {"id": "x", "score": 2, "label": "A", "meta": {"a": "b", 1: 2}},
    {"id": 1, "score": 0.5, "label": "abc", "children": [{"id": 2, "score": -1, "label": "zz"}, "nope"]},
    {"id": 1, "score": 0.5, "label": "toolongs", "note": "bad"},
    {"id": 1, "score": 0.5, "label": "ab", "note": "assert"},
    {"score": float("nan"), "label": "ab", "x" * 70: 1},
]:
    try:
        Row(**data)
    except ValidationError as e:
        outs.append((e.error_count(), e.title, str(e), e.errors(include_url=False), e.json()))
