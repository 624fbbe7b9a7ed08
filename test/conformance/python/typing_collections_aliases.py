# typing's aliases of the collections classes (DefaultDict, Deque, Counter, OrderedDict, ChainMap): repr,
# get_origin/get_args, subscription errors, calling them bare and subscripted, subclassing one.
import typing, collections
from typing import get_origin, get_args
r = []
for n in ['DefaultDict','Deque','Counter','OrderedDict','ChainMap', 'List', 'Dict']:
    a = getattr(typing, n)
    sub = a[int] if n in ('Deque','Counter','List') else a[str, int]
    r.append([repr(a), repr(get_origin(a)), get_args(a), repr(sub), get_args(sub), repr(get_origin(sub))])
vals = []
for f in [lambda: typing.DefaultDict[str,int](int), lambda: typing.Deque[int]([1,2]), lambda: typing.Counter[str]('aab'), lambda: typing.OrderedDict[str,int](a=1), lambda: typing.ChainMap[str,int]({'a':1}),
          lambda: typing.Counter('abc'), lambda: typing.Deque([1]), lambda: typing.List(), lambda: typing.List[int](), lambda: typing.Dict(), lambda: typing.Counter[str,int], lambda: typing.DefaultDict[int],
          lambda: isinstance(collections.Counter(), typing.Counter), lambda: issubclass(collections.Counter, typing.Counter), lambda: isinstance(1, typing.Counter[int]),
          lambda: isinstance(collections.deque(), typing.Deque), lambda: typing.Counter.__origin__, lambda: typing.Deque.__name__, lambda: typing.Counter[int].__origin__,
          lambda: type(typing.DefaultDict[str, int](list)).__name__, lambda: typing.DefaultDict[str, list](list)['a'], lambda: typing.Counter[int] == typing.Counter[int],
          lambda: typing.Deque[int] | None, lambda: typing.Counter[int].__args__]:
    try:
        vals.append(repr(f()))
    except Exception as e:
        vals.append(type(e).__name__ + ': ' + str(e))
class C(typing.Counter[str]):
    pass
c = C('aab')
cr = repr(c)
mro = [k.__name__ for k in C.__mro__]
