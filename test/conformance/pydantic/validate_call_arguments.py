# validate_call: arguments by position and keyword, *args/**kwargs, missing/unexpected/doubled arguments, constraints.
from typing import Optional
from pydantic import validate_call, ValidationError, Field
from typing_extensions import Annotated

@validate_call
def repeat(s: str, count: int, *, separator: str = "") -> str:
    return separator.join([s] * count)

@validate_call(validate_return=True)
def add(a: int, b: int = 2, /, *rest: int, scale: float = 1.0, **extra: str) -> int:
    return a + b + sum(rest) + int(scale) + len(extra) + (0 if a != 99 else 'x')

@validate_call
def how_many(num: Annotated[int, Field(gt=10)], label: Optional[str] = None):
    return num, label

out = []
r1 = add('1', 2, '3', scale='2', tag='x')
r2 = how_many('42')
for f, a, k in [
    (add, ('x',), {}),
    (add, (), {}),
    (add, (1, 2, 'y'), {'scale': 'z', 'tag': 5}),
    (add, (99,), {}),
    (how_many, (5,), {}),
    (how_many, (), {'num': 11, 'other': 1}),
    (how_many, (11, 'a', 'b'), {}),
    (how_many, (11,), {'num': 12}),
    (how_many, (), {}),
]:
    try:
        f(*a, **k)
    except ValidationError as e:
        out.append(str(e))
        out.append(repr(e.errors()))
    except TypeError as e:
        out.append('TypeError ' + str(e))
name = add.__name__
