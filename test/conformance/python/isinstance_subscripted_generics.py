# isinstance/issubclass with subscripted aliases: types.GenericAlias and typing's aliases say
# different things; unions are allowed.
import typing, collections.abc
T = typing.TypeVar('T')
class G(typing.Generic[T]): pass
out = []
for f in [lambda: isinstance(1, typing.List[int]), lambda: issubclass(int, typing.List[int]), lambda: isinstance(1, list[int]), lambda: isinstance(1, G[int]), lambda: isinstance(1, typing.Optional[int]), lambda: isinstance(1, typing.Union[int,str]), lambda: isinstance(1, int|str), lambda: isinstance(1, typing.Literal[1]), lambda: isinstance(1, typing.Callable[[int],int]), lambda: isinstance(1, typing.Annotated[int, 'x']), lambda: issubclass(int, typing.Optional[int]), lambda: isinstance(1, (str, typing.List[int])), lambda: isinstance(1, collections.abc.Sequence[int]), lambda: isinstance(1, typing.Counter[int])]:
    try: out.append(f())
    except Exception as e: out.append(type(e).__name__ + ': ' + str(e))
