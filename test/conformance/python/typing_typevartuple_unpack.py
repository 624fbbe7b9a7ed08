# TypeVarTuple and Unpack, typing's and typing_extensions' own: reprs, [*Ts], unpacked tuple aliases, errors.
import typing, typing_extensions as te
Ts = typing.TypeVarTuple('Ts')
T2 = te.TypeVarTuple('T2')
a = (repr(Ts), Ts.__name__, type(T2).__name__, type(T2).__module__, repr(T2), isinstance(T2, typing.TypeVarTuple), isinstance(Ts, te.TypeVarTuple), repr(T2.__default__))
b = (repr(typing.Unpack[Ts]), repr(te.Unpack[Ts]), repr(te.Unpack[T2]), repr(tuple[int, typing.Unpack[Ts]]), repr(typing.Tuple[int, typing.Unpack[Ts]]), repr(list(Ts)), repr(typing.get_args(typing.Unpack[Ts])), repr(typing.get_origin(typing.Unpack[Ts])), repr(te.Unpack), repr(typing.Unpack), typing.Unpack[Ts] == typing.Unpack[Ts], te.Unpack is typing.Unpack, te.TypeVarTuple is typing.TypeVarTuple)
c = repr(tuple[int, *Ts])
try:
    typing.Unpack[int, str]
except TypeError as e:
    d = str(e)
try:
    te.Unpack[int, str]
except TypeError as e:
    d2 = str(e)
