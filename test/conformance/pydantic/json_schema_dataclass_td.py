import dataclasses
from typing import Optional
from typing_extensions import TypedDict, NotRequired
from pydantic import BaseModel, TypeAdapter, Field
from pydantic.dataclasses import dataclass

@dataclass
class Point:
    """A point."""
    x: int
    y: int = 0

@dataclasses.dataclass
class Std:
    a: str
    b: list[int] = dataclasses.field(default_factory=list)

class Movie(TypedDict):
    title: str
    year: NotRequired[int]

class M(BaseModel):
    p: Point
    s: Std
    m: Movie
    o: Optional[Point] = None

a = M.model_json_schema()
b = TypeAdapter(Point).json_schema()
c = TypeAdapter(Movie).json_schema()
d = TypeAdapter(Std).json_schema(mode='serialization')
