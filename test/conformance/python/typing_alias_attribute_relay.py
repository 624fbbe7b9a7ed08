# A types.GenericAlias answers only its own names (__origin__, __args__, __parameters__...) and
# relays every other one to its origin, so a missing one is the origin's AttributeError; typing's
# aliases relay only non-dunder names and raise AttributeError(name) otherwise.
import typing, types, collections
from typing import List, Optional, Dict, Union
def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
    return 'ok'
r1 = err(lambda: (int | str).nope)
r2 = err(lambda: List[int].nope)
r3 = err(lambda: Optional[int].nope)
r4 = err(lambda: List[int].__zz__)
r5 = err(lambda: Dict[str, int].__module__)
r6 = err(lambda: list[int].__parameters__)
r8 = err(lambda: collections.deque[int].maxlen)
r9 = err(lambda: list[int].__mro__)
r10 = err(lambda: List[int].__mro__)
r11 = hasattr(list[int], '__metadata__')
r12 = err(lambda: list[int].__name__)
r13 = err(lambda: List[int].copy is list.copy)
r14 = err(lambda: (int | None).__args__)
r15 = err(lambda: type(list[int]).__name__)
r16 = err(lambda: list[int].__class__.__name__)
r17 = err(lambda: dict[str, int].fromkeys([1]))
r18 = err(lambda: list[int]([1,2]))
r19 = err(lambda: tuple[int, ...].__args__)
r20 = err(lambda: type[int].__args__)
r21 = err(lambda: Union[int, str].__origin__)
r22 = err(lambda: (int | str).__module__)
T = typing.TypeVar('T')
class G(typing.Generic[T]):
    pass
modules = [List[T].__module__, typing.Annotated[int, 'x'].__module__, G[int].__module__ == __name__, typing.Literal[1].__module__, typing.Callable[[int], str].__module__]
params = [repr(list[T].__parameters__), repr(List[int].__parameters__), repr(dict[str, T].__parameters__), repr((int | T).__parameters__), repr(G[T].__parameters__)]
del T, G
