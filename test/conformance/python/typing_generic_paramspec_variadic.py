# Classes generic over a ParamSpec or a TypeVarTuple (Generic[P], Generic[*Ts]): subscription as
# Python 3.11 prepares it (a bare parameter list, lists to tuples, the variadic share), reprs,
# __parameters__, get_args, and the errors.
from typing import Generic, TypeVar, ParamSpec, TypeVarTuple, Callable, get_args, get_origin, Unpack
P = ParamSpec('P')
T = TypeVar('T')
Ts = TypeVarTuple('Ts')
class Wrap(Generic[P, T]):
    def __init__(self, f: Callable[P, T]) -> None:
        self.f = f
class Arr(Generic[*Ts]):
    pass
class Arr2(Generic[T, Unpack[Ts]]):
    pass
r1 = repr(Wrap[[int, str], bool])
r2 = repr(Arr[int, str])
r3 = repr(Wrap.__parameters__)
r4 = repr(Arr.__parameters__)
r5 = repr(get_args(Wrap[[int], str]))
r6 = repr(Arr2[int, str, float])
r7 = repr(get_args(Arr[int, str]))
w = Wrap(len)
r8 = repr(Wrap[..., int])
r9 = repr(Arr[()])
