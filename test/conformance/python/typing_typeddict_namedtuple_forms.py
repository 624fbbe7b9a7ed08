# Generic NamedTuple/TypedDict, Annotated[NotRequired[...]] keys, is_typeddict, functional forms and bad bases.
from typing import NamedTuple, TypedDict, Generic, TypeVar, Required, NotRequired, Annotated
import typing, typing_extensions as te
T = TypeVar('T')
class Box(NamedTuple, Generic[T]):
    item: T
bx = Box[int](3)
r1 = (repr(bx), repr(Box.__mro__), repr(Box.__bases__), repr(Box.__parameters__))
class TB(TypedDict, Generic[T]):
    v: T
r2 = (repr(TB.__mro__), repr(TB[int]), TB(v=1))
class A(TypedDict):
    x: Annotated[NotRequired[int], 'm']
    y: int
r3 = (sorted(A.__required_keys__), sorted(A.__optional_keys__), type(A.__required_keys__).__name__, repr(A.__annotations__))
r4 = (issubclass(A, dict), A.__total__, repr(A.__bases__), repr(type(A)), A.__module__, A.__name__)
try:
    issubclass(dict, A)
except TypeError as e:
    r5 = str(e)
r6 = (te.is_typeddict(A), typing.is_typeddict(dict), te.is_typeddict(A(x=1)))
N = te.NamedTuple('N', [('a', int), ('b', str)])
r7 = (repr(N(1, 'x')), N._fields, repr(N.__annotations__))
N2 = typing.NamedTuple('N2', a=int)
r8 = repr(N2(a=5))
try:
    typing.NamedTuple('N3', [('a', int)], b=int)
except TypeError as e:
    r9 = str(e)
try:
    class X(NamedTuple, int):
        pass
except TypeError as e:
    r10 = str(e)
try:
    class Y(TypedDict, int):
        pass
except TypeError as e:
    r11 = str(e)
try:
    isinstance((1,), typing.NamedTuple)
except TypeError as e:
    r12 = str(e)
D = TypedDict('D', {'a': int, 'b': str}, total=False)
r13 = (repr(D), sorted(D.__optional_keys__), D(a=1))
class Q(NamedTuple):
    a: int
    def __repr__(self):
        return 'Q!'
r14 = (repr(Q(1)), Q.__module__, Q.__name__)
