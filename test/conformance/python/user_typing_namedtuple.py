from typing import NamedTuple, Optional, List, Dict
class Employee(NamedTuple):
    name: str
    id: int = 3
e = Employee("Guido")
r = repr(e)
n = e.name
i = e.id
t = tuple(e)
e2 = Employee("Ada", 7)
eq = e2 == ("Ada", 7)
f = Employee._fields
dd = e2._asdict()
def greet(name: Optional[str] = None) -> str:
    return f"hi {name or 'there'}"
g = greet()
g2 = greet("bob")
def total(xs: List[int]) -> int:
    return sum(xs)
tt = total([1, 2])
ann = greet.__annotations__["return"].__name__
