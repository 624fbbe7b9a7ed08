# ValidationError text and errors() for nested models, dicts of models, unions, literals, optional models and lengths.
from typing import Optional, Union, Literal
from pydantic import BaseModel, ValidationError, Field
class Inner(BaseModel):
    a: int
    b: list[float] = []
class Outer(BaseModel):
    inner: Inner
    items: dict[str, Inner] = {}
    u: Union[int, str, None] = None
    lit: Literal['x', 'y'] = 'x'
    opt: Optional[Inner] = None
    nums: list[int] = Field(default_factory=list, min_length=0, max_length=3)
cases = [
    {'inner': {'a': 'q', 'b': ['1', 'z']}},
    {'inner': {}, 'items': {'k': {'a': None}}},
    {'inner': {'a': 1}, 'u': [1]},
    {'inner': {'a': 1}, 'lit': 'z'},
    {'inner': {'a': 1}, 'opt': 5},
    {'inner': {'a': 1}, 'nums': [1, 2, 3, 4]},
    {'inner': 'notadict'},
    {},
    {'inner': {'a': 1.5}},
    {'inner': {'a': True}, 'u': 1.5},
]
out = []
for c in cases:
    try:
        out.append(Outer(**c).model_dump())
    except ValidationError as e:
        out.append((e.error_count(), str(e), e.errors(include_url=False), e.title))
try:
    Outer.model_validate_json('{"inner": {"a": 1}, "u": {"k": 1}}')
except ValidationError as e:
    j = str(e)
