import dataclasses
from dataclasses import dataclass, field, asdict
from typing import Optional, List
from pydantic import BaseModel, ValidationError, Field
from pydantic.dataclasses import dataclass as pdc

@dataclass
class P:
    x: int
    y: Optional[int] = None
    tags: List[str] = field(default_factory=list)

class M(BaseModel):
    p: P

m = M(p={'x': '1'})
a = [repr(m), m.model_dump(), m.model_dump_json(), repr(P(1, 2)), asdict(P(3)), P(1) == P(1)]
try:
    P()
except TypeError as e:
    t = str(e)

@pdc
class Foo:
    a: int
    b: str = 'x'
    c: int = Field(default=3, gt=0)

f = Foo('1', b='y')
b = [repr(f), f.a, dataclasses.asdict(f)]
try:
    Foo('q', 1, 2, 3)
except ValidationError as e:
    errs = [(x['type'], x['loc']) for x in e.errors()]
try:
    Foo(b='z')
except ValidationError as e:
    errs2 = e.errors()
