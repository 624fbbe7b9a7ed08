# User-style NamedTuple classes (methods, properties, subclassing, errors) and TypedDicts read by pydantic.
from typing import NamedTuple, TypedDict, Generic, TypeVar, Optional
import typing_extensions as te
from pydantic import BaseModel, TypeAdapter
class Point(NamedTuple):
    """A point."""
    x: int
    y: int = 0
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)
    @property
    def swapped(self):
        return Point(self.y, self.x)
    def __str__(self):
        return f"P<{self.x},{self.y}>"
p = Point(3, -4)
a = (p.norm1(), p.swapped, str(p), repr(p), p._replace(y=9), Point._make([1, 2]), Point._field_defaults, Point.__doc__, Point.__qualname__)
b = (Point.__annotations__ == {'x': int, 'y': int}, isinstance(p, tuple), p == (3, -4), hash(p) == hash((3, -4)), len(p), p[0], list(p))
class P3(Point):
    def extra(self):
        return self.x * 10
c = (P3(1, 2).extra(), repr(P3(1, 2)), P3.__mro__ == (P3, Point, tuple, object))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    d = str(e)
try:
    class Bad2(NamedTuple):
        _a: int
except ValueError as e:
    d2 = str(e)
try:
    class Bad3(NamedTuple):
        a: int
        def _asdict(self):
            return {}
except AttributeError as e:
    d3 = str(e)
try:
    Point(1, 2, 3)
except TypeError as e:
    d4 = str(e)
try:
    p.x = 5
except AttributeError as e:
    d5 = str(e)
class Msg(te.TypedDict, total=False):
    role: str
    content: str
class Turn(te.TypedDict):
    msg: Msg
    idx: int
ta = TypeAdapter(Turn)
t = ta.validate_python({'msg': {'role': 'user'}, 'idx': '3'})
try:
    ta.validate_python({'msg': {}})
except Exception as e:
    t_err = str(e).splitlines()[0]
m = Msg(role='x')
m2 = Msg([('role', 'y')], content='z')
class Chat(BaseModel):
    turns: list[Turn]
ch = Chat(turns=[{'msg': {'content': 'hi'}, 'idx': 1}])
chd = ch.model_dump()
try:
    class Cls(typing.TypedDict):
        a: int
except NameError as e:
    nm = str(e)
import typing
class TT(typing.TypedDict):
    a: int
class M2(BaseModel):
    t: TT
