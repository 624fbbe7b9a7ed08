# ParamSpec: a typed decorator with P.args/P.kwargs, Callable[P, R], unions, and typing_extensions' own ParamSpec with default=.
import typing, typing_extensions as te
from typing import Callable, ParamSpec, TypeVar
import functools
P = ParamSpec('P')
R = TypeVar('R')
def logged(f: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(f)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        calls.append((f.__name__, args, kwargs))
        return f(*args, **kwargs)
    return wrapper
calls = []
@logged
def add(a: int, b: int = 2) -> int:
    return a + b
r = (add(1), add(3, b=4), calls, add.__name__)
ann = repr(logged.__annotations__)
wann = repr(add.__wrapped__.__annotations__)
a = (repr(P), P.__name__, repr(P.args), repr(P.kwargs), P.args.__origin__ is P, P.args == P.args, P.args == P.kwargs, repr(P.__bound__), P.__covariant__)
b = (repr(Callable[P, int]), repr(Callable[P, int].__args__), repr(typing.get_args(Callable[P, int])), repr(P | int), repr(typing.Optional[P]))
P2 = te.ParamSpec('P2', default=[int])
c = (type(P2).__name__, type(P2).__module__, isinstance(P2, typing.ParamSpec), isinstance(P, te.ParamSpec), repr(P2.__default__), repr(te.ParamSpec('P3').__default__), te.ParamSpec is typing.ParamSpec)
try:
    typing.ParamSpec('Q', default=int)
except TypeError as e:
    d = str(e)
try:
    P.__default__
except AttributeError as e:
    d2 = type(e).__name__
