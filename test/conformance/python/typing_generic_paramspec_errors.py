# More subscriptions of ParamSpec / TypeVarTuple generics and Generic[...]'s own errors.
from typing import Generic, TypeVar, ParamSpec, TypeVarTuple, Callable, get_args, get_origin, Unpack
P = ParamSpec('P'); P2 = ParamSpec('P2')
T = TypeVar('T'); U = TypeVar('U')
Ts = TypeVarTuple('Ts')
class Z(Generic[P]): pass
class ZT(Generic[T, P]): pass
class Two(Generic[P, P2]): pass
class V(Generic[T, *Ts, U]): pass
out = []
for f in [lambda: Z[int, str], lambda: Z[[int, str]], lambda: Z[...], lambda: Z[int], lambda: Z[P2], lambda: ZT[int, [str]], lambda: ZT[int, ...], lambda: ZT[int, P2],
          lambda: ZT[int], lambda: Two[[int], [str]], lambda: Two[int, str], lambda: V[int, str], lambda: V[int, str, float, bytes], lambda: V[int], lambda: Generic[T, T], lambda: Generic[()],
          lambda: Generic[int], lambda: Generic[Ts], lambda: Z.__parameters__, lambda: V.__parameters__, lambda: get_args(V[int, str, float]), lambda: get_origin(Z[int]),
          lambda: Z[int, str].__parameters__, lambda: ZT[U, P2].__parameters__, lambda: Z[[int, str]] == Z[int, str], lambda: V[int, bool].__args__]:
    try:
        out.append(repr(f()))
    except Exception as e:
        out.append(type(e).__name__ + ': ' + str(e))
class Sub(ZT[int, P2]): pass
sp = repr(Sub.__parameters__)
z = Z()
zn = type(z).__name__
