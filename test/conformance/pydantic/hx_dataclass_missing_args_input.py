from pydantic import ValidationError, validate_call
from pydantic.dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


try:
    Point()
except ValidationError as e:
    dc_input = repr(e.errors()[0]["input"])

try:
    Point(y=2)
except ValidationError as e:
    dc_input_kw = repr(e.errors()[0]["input"])


@validate_call
def f(a: int, b: int):
    return a + b


try:
    f(1)
except ValidationError as e:
    call_input = repr(e.errors()[0]["input"])
