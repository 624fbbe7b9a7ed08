# Generic pydantic models, runtime protocols, constrained fields, get_type_hints/get_origin/get_args, TypeAdapter.
from typing import Generic, TypeVar, Protocol, runtime_checkable, Optional, Union, Annotated, get_type_hints, get_origin, get_args, Sequence, Mapping, Callable, Any
from pydantic import BaseModel, Field, TypeAdapter, ValidationError, conint, constr
T = TypeVar('T')
class Page(BaseModel, Generic[T]):
    items: list[T]
    total: int = 0
p = Page[int](items=['1', 2])
a = (repr(p), type(p).__name__, Page[int].__name__, p.model_dump())
try:
    Page[int](items=['x'])
except ValidationError as e:
    b = str(e)
@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...
c = (isinstance([], HasLen), isinstance(3, HasLen))
Pos = Annotated[int, Field(gt=0)]
class Cfg(BaseModel):
    n: Pos = 1
    name: constr(min_length=2, to_lower=True) = 'ab'
    k: conint(ge=0, le=10) = 0
    ratio: Annotated[float, Field(ge=0, le=1)] = 0.5
    tags: Annotated[list[str], Field(max_length=2)] = []
errs = []
for kw in [{'n': 0}, {'name': 'A'}, {'k': 11}, {'ratio': 2}, {'tags': ['a', 'b', 'c']}, {'name': 'ABC'}]:
    try:
        errs.append(Cfg(**kw).model_dump())
    except ValidationError as e:
        errs.append(e.errors(include_url=False))
def f(x: int, y: 'Optional[str]' = None) -> list[int]: ...
d = get_type_hints(f)
e = (get_origin(Optional[int]), get_args(Mapping[str, int]), get_origin(Callable[..., Any]), get_args(Union[int, None]))
ta = TypeAdapter(list[Union[int, str]])
g = ta.validate_python([1, '2', 'x', 3.0])
h = TypeAdapter(dict[str, list[int]]).validate_json('{"a": [1, "2"]}')
i = TypeAdapter(Sequence[int]).validate_python((1, 2))
j = TypeAdapter(Optional[int]).json_schema()
k = Cfg.model_json_schema()
