# A NamedTuple field: pydantic validates it as a call of the class (items by position or name).
from typing import NamedTuple

from pydantic import BaseModel, ValidationError


class Point(NamedTuple):
    x: int
    y: int = 0


class Shape(BaseModel):
    origin: Point


s = Shape(origin=[1, "2"])
origin = s.origin
by_name = Shape(origin={"x": 3}).origin
dumped = s.model_dump()
as_json = s.model_dump_json()
try:
    Shape(origin=(1, 2, 3))
except ValidationError as e:
    errors = e.errors(include_url=False)
