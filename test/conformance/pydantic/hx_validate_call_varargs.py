from typing import Optional
from pydantic import ValidationError, validate_call


@validate_call
def total(*nums: int, scale: float = 1.0, **opts: str) -> float:
    return sum(nums) * scale + len(opts)


a = total(1, '2', 3)
b = total(scale='2', x='y')
try:
    total(1, 'x', scale='big', flag=1)
except ValidationError as e:
    errs = e.errors(include_url=False)


class Greeter:
    @validate_call
    def greet(self, name: str, times: int = 1) -> str:
        return ' '.join([f'hi {name}'] * times)


g = Greeter().greet('bo', '2')
try:
    Greeter().greet(5)
except ValidationError as e:
    errs2 = e.errors(include_url=False)


@validate_call
def pos_only(a: int, /, b: Optional[int] = None) -> tuple:
    return (a, b)


po = pos_only('1', b='2')
try:
    pos_only(a=1)
except ValidationError as e:
    errs3 = e.errors(include_url=False)
