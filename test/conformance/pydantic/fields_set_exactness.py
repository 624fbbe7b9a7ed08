from typing import Dict, List, Optional
from pydantic import BaseModel, Field, model_validator, field_validator


class Inner(BaseModel):
    a: int = 0
    b: Optional[str] = None


class Outer(BaseModel):
    x: int = 1
    inner: Inner = Inner()
    items: List[int] = Field(default_factory=list)
    mapping: Dict[str, int] = {}

    @model_validator(mode="before")
    @classmethod
    def add_default(cls, data):
        if isinstance(data, dict) and "x" not in data:
            data = dict(data)
            data["x"] = 10
        return data


o1 = Outer()
s1 = sorted(o1.model_fields_set)
o2 = Outer(inner={"a": 2})
s2 = sorted(o2.model_fields_set), sorted(o2.inner.model_fields_set)
o3 = Outer.model_validate({"items": [1], "x": 3})
s3 = sorted(o3.model_fields_set)
o4 = Outer.model_construct(x=5, extra_key=1)
s4 = sorted(o4.model_fields_set)
o5 = Outer.model_construct(_fields_set={"items"}, x=7)
s5 = sorted(o5.model_fields_set)
o6 = o2.model_copy()
o6.items.append(9)
s6 = sorted(o6.model_fields_set), o2.items
o7 = Outer(x=1)
o7.mapping["k"] = 1
s7 = sorted(o7.model_fields_set), o7.model_dump(exclude_unset=True)
o7.mapping = {"k": 2}
s8 = sorted(o7.model_fields_set), o7.model_dump(exclude_unset=True)
o8 = Outer.model_validate(o2)
s9 = o8 is o2
o9 = Outer.model_validate_json('{"inner": {"b": "q"}}')
s10 = sorted(o9.model_fields_set), sorted(o9.inner.model_fields_set)
o9.model_fields_set.add("mapping")
s11 = o9.model_dump(exclude_unset=True)
