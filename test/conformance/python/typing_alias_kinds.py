# typing's alias classes and the two kinds of union: typing.Union (Optional[...], Union[...],
# a typing alias | X) and types.UnionType (int | str, list[int] | None).
import types
import collections.abc as cabc
from typing import List, Optional, Union, Callable, Literal, Generic, TypeVar, Tuple, Dict, Annotated, ClassVar, Type, Sequence, Final, Any, get_origin, get_args
T = TypeVar('T')
class Box(Generic[T]):
    pass
typing_aliases = [List[int], Optional[int], Union[int, str], Callable[[int], str], Literal[1], Box[int], Tuple[int, ...], Dict[str, int], Annotated[int, 1], ClassVar[int], Type[int], Sequence[int], Tuple[()], Final[int], Callable[..., int], int | str]
kinds = [(repr(x), type(x).__name__, type(x).__module__, getattr(x, '__name__', None), repr(get_origin(x)), isinstance(x, types.GenericAlias), repr(getattr(x, '__origin__', None))) for x in typing_aliases]
del typing_aliases
builtin_aliases = [repr(list[int]), repr(cabc.Sequence[int]), repr(tuple[()]), repr(tuple[int, ...]), repr(list[None]), repr(list["X"]), repr(get_origin(list[int]))]
none_reprs = [repr(List[None]), repr(Union[int, None, str]), repr(Optional[None]), repr(Tuple[None, int]), repr(Dict[str, None]), repr(int | None), repr(Callable[[None], None]), repr(List['X'])]
ors = [repr(int | Optional[str]), repr(Optional[str] | int), repr(List[int] | None), repr(list[int] | None), repr(T | None), repr(Literal[1] | None), repr(Box[int] | None), repr(cabc.Sequence[int] | None), repr(None | int), repr(None | T), repr(int | T), repr(T | int), repr(Union[List[int], List[int]]), repr(Literal['a'] | Literal['b']), repr(int | Any)]
equal = [Union[int, str] == (int | str), hash(Union[int, str]) == hash(int | str), (int | str) == (str | int), Union[int, str] == Union[str, int], Optional[int] == (int | None)]
args = [repr(get_args(int | str)), repr(Union[int, list[int]]), repr(Optional[Tuple[()]]), repr(get_origin(List)), Tuple[()].__args__, tuple[()].__args__, repr(get_args(Optional[List[int]]))]
checks = [isinstance(int | str, types.UnionType), isinstance(Optional[int], types.UnionType), isinstance(3, int | str), isinstance(3, Optional[int]), isinstance(None, Optional[int]), type(Union).__name__, repr(Union), repr(Optional), get_origin(Optional[int]) is Union, get_origin(int | None) is types.UnionType]
