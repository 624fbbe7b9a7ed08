# NamedTuple fields (typing and collections): validated as a call of the class by position or name, with
# pydantic-core's argument errors; dumped as a plain tuple; what the class raises propagates.
import collections
from typing import NamedTuple, Optional
from pydantic import BaseModel, ValidationError, TypeAdapter
class Point(NamedTuple):
    x: int
    y: int = 0
class S(BaseModel):
    o: Point
    p: Optional[Point] = None
s = S(o=(1, '2'))
a = (type(s.o).__name__, repr(s.o), type(s.model_dump()['o']).__name__, s.model_dump(), s.model_dump(mode='json'), s.model_dump_json())
out = []
for bad in [5, 'ab', {'x': 1, 'z': 2}, {'y': 1}, (1, 2, 3), {'x': 'a'}, [1, 2, 3, 4], ('q',), {1: 2}, Point(1, 2), (), {'x': 1, 'y': None}, None]:
    try:
        out.append(repr(S(o=bad).o))
    except ValidationError as e:
        out.append(e.errors(include_url=False))
js = []
for text in ['{"o": {"x": 1, "y": 2}}', '{"o": [3]}', '{"o": 3}', '{"o": [1, "2", 3]}']:
    try:
        js.append(repr(S.model_validate_json(text).o))
    except ValidationError as e:
        js.append(e.errors(include_url=False))
P2 = collections.namedtuple('P2', 'a b')
ta = TypeAdapter(P2)
b = repr(ta.validate_python(['1', 2]))
try:
    ta.validate_python({'a': 1})
except ValidationError as e:
    c = str(e)
d = ta.dump_python(P2(1, [2])), ta.dump_json(P2(1, 2))
class Q0(NamedTuple):
    a: int
class Q(Q0):
    def __new__(cls, a):
        if a < 0:
            raise ValueError('negative')
        return super().__new__(cls, a)
class M(BaseModel):
    q: Q
try:
    M(q=(-1,))
except ValidationError as e:
    f = e.errors(include_url=False)
g = repr(M(q={'a': '5'}).q)
class U(BaseModel):
    v: int | Point
h = [repr(U(v=3).v), repr(U(v=(1, 2)).v), U(v=(1, 2)).model_dump()]
