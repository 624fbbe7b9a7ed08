from dataclasses import field
from typing import Optional
from pydantic import ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    label: Optional[str] = Field(default=None, max_length=5)


p = Point('1', y='2')
vals = (p.x, p.y, p.tags, p.label)
r = repr(p)
try:
    Point(x='a', label='toolong')
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title
ta = TypeAdapter(Point)
d = ta.dump_python(p)
js = ta.dump_json(p).decode()
q = ta.validate_python({'x': 3})
q_vals = (q.x, q.y)


@dataclass(config=ConfigDict(validate_assignment=True))
class Strictish:
    n: int


s = Strictish(n=1)
s.n = '5'
sn = s.n
try:
    s.n = 'x'
except ValidationError as e:
    assign_errs = e.errors(include_url=False)
