from pydantic import Field, BaseModel
from typing import Optional, Union, Literal, Any, Annotated, Generic, TypeVar, Callable
import typing
import annotated_types as at
class M(BaseModel):
    a: int | None = None
    b: Union[int, str, None] = None
    c: Literal["a", None] = None
    d: dict[str, Optional[int]] = {}
    e: Any = None
    f: Optional[Annotated[int, Field(gt=0)]] = None
    g: list[int | None] = []
    f2: Optional[Annotated[int, at.Gt(0), 'doc']] = None
    h: typing.List[int] = []
    i: typing.Dict[str, typing.Tuple[int, ...]] = {}
    j: tuple[int, ...] = ()
    k: Literal[1, 'a', None] = 1
    l: Callable[[int], str] = str
    n: None = None
    o: Annotated[int, Field(ge=1)] = 1
r = {k: repr(v) for k, v in M.model_fields.items()}
T = TypeVar("T")
class G(BaseModel, Generic[T]):
    x: Optional[T] = None
def generic_names():
    names = [G[None].__name__, G[int].__name__, G[Optional[int]].__name__, G[list[int]].__name__, G[Any].__name__, G[Literal[None, 1]].__name__]
    return names, [repr(G[None].model_fields["x"]), repr(G.model_fields["x"])]
names, fr = generic_names()
