from typing import Annotated
from pydantic import Field, ValidationError, validate_call


@validate_call
def repeat(s: str, n: Annotated[int, Field(gt=0)] = 1, *, sep: str = '') -> str:
    return sep.join([s] * n)


a = repeat('ab', '3')
b = repeat('x', n=2, sep='-')
try:
    repeat('x', 0)
except ValidationError as e:
    errs = e.errors(include_url=False)
    title = e.title
try:
    repeat()
except ValidationError as e:
    errs2 = e.errors(include_url=False)
try:
    repeat('a', 1, 2)
except ValidationError as e:
    errs3 = e.errors(include_url=False)
try:
    repeat('a', bad=1)
except ValidationError as e:
    errs4 = e.errors(include_url=False)


@validate_call(validate_return=True)
def half(x: int) -> int:
    return x / 2


h = half(4)
try:
    half(3)
except ValidationError as e:
    ret_errs = e.errors(include_url=False)
