# Calling typing aliases (_GenericAlias.__call__): forms refuse, List/Dict/Set/FrozenSet/Tuple/Type name the class to
# call, others call the origin and set __orig_class__ where they can; types.GenericAlias relays attributes to list.
import typing
from typing import Generic, TypeVar, Optional, Union, Literal, Annotated, Callable, List, Dict
T = TypeVar('T')
class G(Generic[T]):
    def __init__(self, v=None):
        self.v = v
class S(Generic[T]):
    __slots__ = ('v',)
    def __init__(self):
        self.v = 1
def t(f):
    try:
        return repr(f())[:80]
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
g = G[int](5)
out = [repr(g.__orig_class__), g.v, sorted(vars(g)), t(lambda: S[int]().v), t(lambda: Optional[int]()), t(lambda: Union[int, str]()), t(lambda: Literal[1]()), t(lambda: Annotated[int, 'x']('7')), t(lambda: Callable[[int], int]()), t(lambda: typing.Type[int]()), t(lambda: typing.Tuple[int]()), t(lambda: List[int]([1])), t(lambda: Dict[str, int]()), t(lambda: typing.ClassVar[int]()), t(lambda: typing.Sequence[int]()), t(lambda: list[int].__unpacked__)]
