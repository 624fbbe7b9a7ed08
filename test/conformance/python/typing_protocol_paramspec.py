# Protocol[P]: a protocol generic over a ParamSpec, and Protocol[...]'s errors.
import typing, typing_extensions
from typing import Protocol, TypeVar, ParamSpec, TypeVarTuple
P = ParamSpec('P'); T = TypeVar('T'); Ts = TypeVarTuple('Ts')
out = []
class PP(Protocol[P]):
    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> int: ...
class PT(Protocol[T, P]): pass
for f in [lambda: PP[int, str], lambda: PT[int, [str]], lambda: PP.__parameters__, lambda: Protocol[T, T], lambda: Protocol[()], lambda: Protocol[int], lambda: typing_extensions.Protocol[int], lambda: typing_extensions.Protocol[T, T],
          lambda: Protocol[*Ts]]:
    try:
        out.append(repr(f()))
    except Exception as e:
        out.append(type(e).__name__ + ': ' + str(e))
