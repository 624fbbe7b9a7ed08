import typing, typing_extensions as te
names = ['TypeVar', 'ParamSpec', 'TypeVarTuple', 'Unpack', 'get_type_hints', 'List', 'Optional', 'Any']
same = [n for n in names if hasattr(te, n) and hasattr(typing, n) and getattr(te, n) is getattr(typing, n)]
T = te.TypeVar("T")
info = (type(T).__name__, isinstance(T, te.TypeVar), isinstance(T, typing.TypeVar), repr(T), repr(te.TypeVar))
T2 = te.TypeVar("T2", bound=int)
b = repr(T2.__bound__)
T3 = te.TypeVar("T3", default=int)
d3 = repr(T3.__default__)
d4 = repr(T.__default__)
try:
    typing.TypeVar("U", default=int)
except TypeError as e:
    err = str(e)
try:
    typing.TypeVar("U").__default__
except AttributeError as e:
    err2 = type(e).__name__
ident = te.TypeVar is typing.TypeVar
sub = issubclass(typing.TypeVar, te.TypeVar)
