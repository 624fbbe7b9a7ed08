from dataclasses import dataclass, field, asdict, astuple, fields, replace
from typing import List, Optional
@dataclass
class Addr:
    city: str
    zip: Optional[str] = None
@dataclass
class Person:
    name: str
    addrs: List[Addr] = field(default_factory=list)
    age: int = field(default=0, metadata={"unit": "years"})
p = Person("a", [Addr("x"), Addr("y", "1")])
d = asdict(p)
t = astuple(p)
meta = fields(Person)[2].metadata["unit"]
ft = [f.name for f in fields(Person)]
try:
    replace(p, nope=1)
except TypeError as e:
    m = str(e)
p2 = replace(p, age=5)
shared = p2.addrs is p.addrs
eq = Person("a") == Person("a"), Person("a") == Person("b")
r = repr(Person("z"))
@dataclass
class WithMethod:
    x: int
    def double(self):
        return self.x * 2
    @property
    def neg(self):
        return -self.x
w = WithMethod(4)
wr = [w.double(), w.neg, repr(w)]
@dataclass(unsafe_hash=True)
class H:
    x: int
hh = hash(H(1)) == hash(H(1))
cls_attr = Person.__dataclass_fields__["age"].default
