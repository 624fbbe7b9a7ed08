from typing import Dict, List
from pydantic import BaseModel


class Item(BaseModel):
    id: int
    name: str
    tags: List[str] = []


class Order(BaseModel):
    items: List[Item]
    meta: Dict[str, Dict[str, int]]
    note: str = ""


o = Order(
    items=[Item(id=1, name="a", tags=["x", "y"]), Item(id=2, name="b"), Item(id=3, name="c", tags=["z"])],
    meta={"m1": {"a": 1, "b": 2}, "m2": {"c": 3}},
)
r1 = o.model_dump(include={"items": {0: {"name"}, -1: {"id", "tags"}}})
r2 = o.model_dump(exclude={"items": {"__all__": {"tags"}}, "meta": {"m1": {"b"}}})
r3 = o.model_dump(include={"items": {"__all__": {"id"}}, "note": True})
r4 = o.model_dump(exclude={"items": {1}, "meta": ...})
r5 = o.model_dump(include={"meta": {"m2"}, "items": {2: True}})
r6 = o.model_dump_json(include={"items": {0, 2}}, exclude={"items": {0: {"tags"}}})
r7 = o.model_dump(include={"items": {1: {"id"}, "__all__": {"name"}}})
r8 = o.model_dump(exclude={"items": {"__all__": {"tags": {0}}}})
